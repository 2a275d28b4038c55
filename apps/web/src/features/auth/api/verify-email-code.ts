import type { TVerifyEmailCodeRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /auth/verify-email-code: forgot-password step 2. */
export async function verifyEmailCode(body: TVerifyEmailCodeRequest): Promise<void> {
  await apiClient.post('/auth/verify-email-code', body);
}

export function useVerifyEmailCode() {
  return useMutation({ mutationFn: verifyEmailCode });
}
