import { FEEDBACK_MESSAGES, type TAttendanceNotice } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { AttendanceRepository } from './attendance-repository.js';
import type { GiveAbsenceNotice } from './give-absence-notice.js';

/**
 * Staff give notice for a member who phoned in (docs/product/back-office.md#the-member-page): the
 * member's own notice with the member as subject, so its window, one-per-lesson rule and credit
 * are the member's; the member is told and the audit log names the staff member.
 */
export function createGiveAbsenceNoticeForMember(deps: {
  attendance: AttendanceRepository;
  giveAbsenceNotice: GiveAbsenceNotice;
}) {
  return async function giveAbsenceNoticeForMember(
    staffId: number,
    memberId: number,
    input: TAttendanceNotice,
  ) {
    const member = await deps.attendance.findMember(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    return deps.giveAbsenceNotice(member.id, input, { staffId });
  };
}

export type GiveAbsenceNoticeForMember = ReturnType<typeof createGiveAbsenceNoticeForMember>;
