import { scheduleChangeOperations, STAFF_MESSAGES } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { MoveLesson } from './move-lesson.js';
import type { ProcessScheduleChange } from './process-schedule-change.js';

/** Staff decide a pending schedule change (docs/product/api.md). */
export function scheduleChangeStaffRoutes(deps: {
  guards: AuthGuards;
  processScheduleChange: ProcessScheduleChange;
  moveLesson: MoveLesson;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(scheduleChangeOperations.approveScheduleChange, async ({ caller, params, body }) => ({
    data: await deps.processScheduleChange(caller.id, params.id, 'approved', body.teacherResponse),
    message: STAFF_MESSAGES.scheduleChangeApproved,
  }));

  handle(scheduleChangeOperations.rejectScheduleChange, async ({ caller, params, body }) => ({
    data: await deps.processScheduleChange(caller.id, params.id, 'rejected', body.teacherResponse),
    message: STAFF_MESSAGES.scheduleChangeRejected,
  }));

  handle(scheduleChangeOperations.moveLesson, async ({ caller, body }) => ({
    data: await deps.moveLesson(caller, body),
    message: STAFF_MESSAGES.lessonMoved,
  }));

  return router;
}
