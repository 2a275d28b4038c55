import { attendanceOperations } from '@academy/contracts';
import type { TNoticeWithdrawal } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { attendanceQueryKey, myMakeupsQueryKey } from '@/lib/lesson-query-keys';

/** DELETE /attendance/notice/{date}: the lesson is the member's again; its credit goes. */
export function withdrawAbsenceNotice(
  date: string,
): Promise<{ data: TNoticeWithdrawal; message: string }> {
  return callOperationWithMessage(attendanceOperations.withdrawAbsenceNotice, {
    params: { date },
  });
}

export function useWithdrawAbsenceNotice() {
  return useRefreshingMutation(
    withdrawAbsenceNotice,
    [attendanceQueryKey, myMakeupsQueryKey],
    'success',
  );
}
