import { scheduleOperations } from '@academy/contracts';
import type { TScheduleOverride } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** GET /schedule/my-overrides. */
export async function getMyOverrides(): Promise<TScheduleOverride[]> {
  const { overrides } = await callOperation(scheduleOperations.listOwnOverrides);
  return overrides;
}

export function useMyOverrides() {
  return useQuery({ queryKey: ['member', 'overrides'], queryFn: getMyOverrides });
}
