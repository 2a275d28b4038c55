import { authOperations } from '@academy/contracts';
import type { TResetPasswordRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** POST /auth/reset-password: forgot-password step 3, with the token step 2 handed out. */
export async function resetPassword(body: TResetPasswordRequest): Promise<void> {
  await callOperation(authOperations.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
