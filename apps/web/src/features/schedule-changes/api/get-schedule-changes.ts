import { scheduleChangeOperations } from '@academy/contracts';
import type { TScheduleChangeList, TScheduleChangeStatus } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { requestPageQuery, useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

/** Every page and filter of the staff list lives under this key. */
export const scheduleChangesQueryKey = ['staff', 'modifications'] as const;

export type TScheduleChangesParams = TRequestPage<TScheduleChangeStatus>;

/** GET /modification (staff see every member's requests): one page of 10. */
export function getScheduleChanges(params: TScheduleChangesParams): Promise<TScheduleChangeList> {
  return callOperation(scheduleChangeOperations.listScheduleChanges, {
    query: requestPageQuery(params),
  });
}

export function useScheduleChanges(params: TScheduleChangesParams) {
  return useListPage([...scheduleChangesQueryKey, params], () => getScheduleChanges(params));
}
