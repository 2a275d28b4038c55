import type { TResetPasswordRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /auth/reset-password: forgot-password step 3, with the token step 2 handed out. */
export async function resetPassword(body: TResetPasswordRequest): Promise<void> {
  await apiClient.post('/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
