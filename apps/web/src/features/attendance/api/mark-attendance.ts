import { attendanceOperations } from '@academy/contracts';
import type { TAttendanceChange, TAttendanceMark } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { attendanceQueryKey } from '@/lib/lesson-query-keys';

/** PUT /attendance: the change and the server's message. */
export function markAttendance(
  body: TAttendanceMark,
): Promise<{ data: TAttendanceChange; message: string }> {
  return callOperationWithMessage(attendanceOperations.markAttendance, { body });
}

/** Resolves once the lists are read again, so the state shown is the stored one. */
export function useMarkAttendance() {
  return useRefreshingMutation(markAttendance, [attendanceQueryKey], 'settled');
}
