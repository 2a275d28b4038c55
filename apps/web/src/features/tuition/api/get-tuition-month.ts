import { tuitionOperations, TUITION_PAGING } from '@academy/contracts';
import type { TTuitionList, TTuitionStatus } from '@academy/contracts';
import type { TStatusFilter } from '@/components/staff-area/use-paged-status-list';
import { callOperation } from '@/lib/call-operation';
import { useListPage } from '@/lib/staff-queries/request-pages';
import { staffTuitionQueryKey } from './tuition-keys';

export type TTuitionPageParams = {
  month: string;
  status: TStatusFilter<TTuitionStatus>;
  page: number;
};

/** GET /tuition: one page of a month's dues, with the whole month's totals. */
export function getTuitionMonth({
  month,
  status,
  page,
}: TTuitionPageParams): Promise<TTuitionList> {
  return callOperation(tuitionOperations.listTuitionDues, {
    query: {
      month,
      page,
      limit: TUITION_PAGING.DEFAULT_LIMIT,
      ...(status === 'all' ? {} : { status }),
    },
  });
}

export function useTuitionMonth(params: TTuitionPageParams) {
  return useListPage([...staffTuitionQueryKey, 'month', params], () => getTuitionMonth(params));
}
