import { ZApiEnvelope, ZScheduleOverrideList } from '@academy/contracts';
import type { TScheduleOverride } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZOverridesEnvelope = ZApiEnvelope(ZScheduleOverrideList);

/** GET /schedule/my-overrides. */
export async function getMyOverrides(): Promise<TScheduleOverride[]> {
  const response = await apiClient.get<unknown>('/schedule/my-overrides');
  return ZOverridesEnvelope.parse(response.data).data?.overrides ?? [];
}

export function useMyOverrides() {
  return useQuery({ queryKey: ['member', 'overrides'], queryFn: getMyOverrides });
}
