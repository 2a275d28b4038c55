import { tuitionOperations } from '@academy/contracts';
import type { TTuitionReminded } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTuitionQueryKey } from './tuition-keys';

/** POST /tuition/remind: reminds the month's unpaid members not yet reminded today (Seoul). */
export function remindUnpaid(month: string): Promise<TTuitionReminded> {
  return callOperation(tuitionOperations.remindUnpaidTuition, { body: { month } });
}

/** Each reminded due shows the day it was reminded, so the list reloads. */
export function useRemindUnpaid() {
  return useRefreshingMutation(remindUnpaid, [staffTuitionQueryKey], 'success');
}
