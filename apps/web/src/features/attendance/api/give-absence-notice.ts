import { attendanceOperations } from '@academy/contracts';
import type { TAttendanceChange, TAttendanceNotice } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { attendanceQueryKey, myMakeupsQueryKey } from '@/lib/lesson-query-keys';

/** POST /attendance/notice: the change and the server's message (the credit and its expiry, or why none). */
export function giveAbsenceNotice(
  body: TAttendanceNotice,
): Promise<{ data: TAttendanceChange; message: string }> {
  return callOperationWithMessage(attendanceOperations.giveAbsenceNotice, { body });
}

export function useGiveAbsenceNotice() {
  return useRefreshingMutation(
    giveAbsenceNotice,
    [attendanceQueryKey, myMakeupsQueryKey],
    'success',
  );
}
