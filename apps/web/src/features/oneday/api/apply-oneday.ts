import type { TOnedayApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { appliedRequestId } from '@/components/application-form/applied-response';

/** The application plus the honeypot, which must stay empty. Gender is not part of it. */
export type TOnedayApplyBody = TOnedayApplication & { website: string };

/** POST /oneday/apply (docs/product/api.md). */
export async function applyOneday(body: TOnedayApplyBody): Promise<number | null> {
  const response = await apiClient.post<unknown>('/oneday/apply', body);
  return appliedRequestId(response.data);
}

export function useApplyOneday() {
  return useMutation({ mutationFn: applyOneday });
}
