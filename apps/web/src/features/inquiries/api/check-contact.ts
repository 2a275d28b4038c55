import { ZApiEnvelope, ZContactDetail } from '@academy/contracts';
import type { TContactCheckRequest, TContactDetail } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZContactDetailEnvelope = ZApiEnvelope(ZContactDetail);

/** POST /contact/check: the inquiry with its reply, for whoever knows its password. */
export async function checkContact(body: TContactCheckRequest): Promise<TContactDetail> {
  const response = await apiClient.post<unknown>('/contact/check', body);
  const detail = ZContactDetailEnvelope.parse(response.data).data;
  if (!detail) throw new Error('The inquiry came back without data');
  return detail;
}

export function useCheckContact() {
  return useMutation({ mutationFn: checkContact });
}
