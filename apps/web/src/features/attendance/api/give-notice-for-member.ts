import { attendanceOperations } from '@academy/contracts';
import type { TAttendanceChange, TAttendanceNotice } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { attendanceQueryKey } from '@/lib/lesson-query-keys';

export type TNoticeForMember = { memberId: number; body: TAttendanceNotice };

/** POST /users/{id}/absence-notices: staff give notice for the member; the answer says what it earned. */
export function giveAbsenceNoticeForMember({
  memberId,
  body,
}: TNoticeForMember): Promise<{ data: TAttendanceChange; message: string }> {
  return callOperationWithMessage(attendanceOperations.giveAbsenceNoticeForMember, {
    params: { id: memberId },
    body,
  });
}

export function useGiveAbsenceNoticeForMember() {
  return useRefreshingMutation(giveAbsenceNoticeForMember, [attendanceQueryKey], 'settled');
}
