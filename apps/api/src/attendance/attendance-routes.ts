import { ATTENDANCE_MESSAGES, attendanceOperations } from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { MakeupPolicy } from '../config/config.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GiveAbsenceNotice } from './give-absence-notice.js';
import type { GiveAbsenceNoticeForMember } from './give-absence-notice-for-member.js';
import { noticeAnswer } from './notice-answer.js';
import type { ListAttendance } from './list-attendance.js';
import type { MarkAttendance } from './mark-attendance.js';
import type { WithdrawAbsenceNotice } from './withdraw-absence-notice.js';

/** Lesson attendance: staff mark it, members read theirs and give notice (docs/product/attendance.md). */
export function attendanceRoutes(deps: {
  guards: AuthGuards;
  policy: MakeupPolicy;
  listAttendance: ListAttendance;
  markAttendance: MarkAttendance;
  giveAbsenceNotice: GiveAbsenceNotice;
  giveAbsenceNoticeForMember: GiveAbsenceNoticeForMember;
  withdrawAbsenceNotice: WithdrawAbsenceNotice;
  noticeLimit: RequestHandler;
  memberNoticeLimit: RequestHandler;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(attendanceOperations.listAttendance, async ({ caller, query }) => ({
    data: await deps.listAttendance(caller, query),
  }));

  handle(attendanceOperations.markAttendance, async ({ caller, body }) => ({
    data: await deps.markAttendance(caller.id, body),
    message: ATTENDANCE_MESSAGES.marked,
  }));

  handle(
    attendanceOperations.giveAbsenceNotice,
    async ({ caller, body }) => {
      const data = await deps.giveAbsenceNotice(caller.id, body);
      return { data, message: noticeAnswer(data, deps.policy.openCreditCap) };
    },
    { before: [deps.noticeLimit] },
  );

  // The member's hourly limit counts staff's notices for them too: it bounds what tells staff.
  handle(
    attendanceOperations.giveAbsenceNoticeForMember,
    async ({ caller, params, body }) => {
      const data = await deps.giveAbsenceNoticeForMember(caller.id, params.id, body);
      return { data, message: noticeAnswer(data, deps.policy.openCreditCap) };
    },
    { before: [deps.memberNoticeLimit] },
  );

  handle(attendanceOperations.withdrawAbsenceNotice, async ({ caller, params }) => ({
    data: await deps.withdrawAbsenceNotice(caller.id, params.date),
    message: ATTENDANCE_MESSAGES.noticeWithdrawn,
  }));

  return router;
}
