import type { TSendVerificationCodeRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /auth/send-verification-code: forgot-password step 1, also the resend. */
export async function sendVerificationCode(body: TSendVerificationCodeRequest): Promise<void> {
  await apiClient.post('/auth/send-verification-code', body);
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
