import { authOperations } from '@academy/contracts';
import type { TVerifyEmailCodeRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** POST /auth/verify-email-code: forgot-password step 2; resolves with the one-time reset token. */
export async function verifyEmailCode(body: TVerifyEmailCodeRequest): Promise<string> {
  const { resetToken } = await callOperation(authOperations.verifyEmailCode, { body });
  return resetToken;
}

export function useVerifyEmailCode() {
  return useMutation({ mutationFn: verifyEmailCode });
}
