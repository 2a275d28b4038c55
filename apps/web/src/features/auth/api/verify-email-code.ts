import { ZApiEnvelope, ZVerifyEmailCodeResponse } from '@academy/contracts';
import type { TVerifyEmailCodeRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZVerifyEmailCodeEnvelope = ZApiEnvelope(ZVerifyEmailCodeResponse);

/** POST /auth/verify-email-code: forgot-password step 2; resolves with the one-time reset token. */
export async function verifyEmailCode(body: TVerifyEmailCodeRequest): Promise<string> {
  const response = await apiClient.post<unknown>('/auth/verify-email-code', body);
  const { data } = ZVerifyEmailCodeEnvelope.parse(response.data);
  if (!data) throw new Error('verify-email-code answered without a reset token');
  return data.resetToken;
}

export function useVerifyEmailCode() {
  return useMutation({ mutationFn: verifyEmailCode });
}
