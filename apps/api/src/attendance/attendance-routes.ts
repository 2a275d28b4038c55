import {
  ATTENDANCE_MESSAGES,
  attendanceOperations,
  makeupCancelledTexts,
  noticeOutcomeTexts,
} from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { MakeupPolicy } from '../config/config.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GiveAbsenceNotice } from './give-absence-notice.js';
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
  withdrawAbsenceNotice: WithdrawAbsenceNotice;
  noticeLimit: RequestHandler;
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
      const expiresOn = data.credit?.expiresOn ?? null;
      return {
        data,
        message:
          data.makeupCancelled && expiresOn
            ? makeupCancelledTexts(expiresOn)
            : noticeOutcomeTexts({
                expiresOn,
                refusal: data.creditRefusal,
                cap: deps.policy.openCreditCap,
              }),
      };
    },
    { before: [deps.noticeLimit] },
  );

  handle(attendanceOperations.withdrawAbsenceNotice, async ({ caller, params }) => ({
    data: await deps.withdrawAbsenceNotice(caller.id, params.date),
    message: ATTENDANCE_MESSAGES.noticeWithdrawn,
  }));

  return router;
}
