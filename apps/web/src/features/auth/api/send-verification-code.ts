import { authOperations } from '@academy/contracts';
import type { TSendVerificationCodeRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** POST /auth/send-verification-code: forgot-password step 1, also the resend. */
export async function sendVerificationCode(body: TSendVerificationCodeRequest): Promise<void> {
  await callOperation(authOperations.sendVerificationCode, { body });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
