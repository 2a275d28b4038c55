import { ZApiEnvelope, ZPendingScheduleChangeCheck } from '@academy/contracts';
import type { TPendingScheduleChangeCheck } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { myModificationsQueryKey } from './get-my-modifications';

const ZPendingCheckEnvelope = ZApiEnvelope(ZPendingScheduleChangeCheck);

/** Below the request list's key, so refreshing the list after a new request refreshes this too. */
export const pendingScheduleChangeQueryKey = [...myModificationsQueryKey, 'check-pending'] as const;

/** GET /modification/check-pending: the member's request awaiting staff, if any. */
export async function getPendingScheduleChange(): Promise<TPendingScheduleChangeCheck> {
  const response = await apiClient.get<unknown>('/modification/check-pending');
  const check = ZPendingCheckEnvelope.parse(response.data).data;
  if (!check) throw new Error('GET /modification/check-pending answered without data');
  return check;
}

export function usePendingScheduleChange() {
  return useQuery({ queryKey: pendingScheduleChangeQueryKey, queryFn: getPendingScheduleChange });
}
