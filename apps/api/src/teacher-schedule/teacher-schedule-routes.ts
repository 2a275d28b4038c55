import { Router, type Request } from 'express';
import {
  pickText,
  STAFF_MESSAGES,
  staffMessage,
  ZDayBusyTimesQuery,
  ZIdParams,
  ZPersonalScheduleCreate,
  ZPersonalScheduleDeleteQuery,
  ZPersonalSchedulePatch,
  ZPersonalScheduleQuery,
  type TDayBusyTimes,
  type TPersonalScheduleDetail,
  type TPersonalScheduleList,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { StaffViewer, TeacherScheduleService } from './teacher-schedule-service.js';

/** Only called behind requireStaff, which guarantees a staff session. */
function viewerOf(req: Request): StaffViewer {
  const session = req.auth?.session;
  return {
    staffId: req.auth?.account.id ?? 0,
    isAdmin: session?.userType === 'teacher' && session.user.role === 'admin',
    language: requestLanguage(req),
  };
}

/** /api/teacher-schedule*: the teacher's personal and one-day-class calendar (docs/product/api.md). */
export function teacherScheduleRoutes(deps: {
  guards: AuthGuards;
  schedules: TeacherScheduleService;
}): Router {
  const router = Router();
  const { requireStaff } = deps.guards;

  router.get('/busy-times', requireStaff, async (req, res) => {
    const query = ZDayBusyTimesQuery.parse(req.query);
    sendOk<TDayBusyTimes>(res, await deps.schedules.busyTimes(viewerOf(req), query));
  });

  router.get('/', requireStaff, async (req, res) => {
    const { teacherId } = ZPersonalScheduleQuery.parse(req.query);
    sendOk<TPersonalScheduleList>(res, await deps.schedules.list(viewerOf(req), teacherId));
  });

  router.post('/', requireStaff, async (req, res) => {
    const input = ZPersonalScheduleCreate.parse(req.body);
    const viewer = viewerOf(req);
    const detail = await deps.schedules.create(viewer, input);
    const message = pickText(STAFF_MESSAGES.personalScheduleCreated, viewer.language);
    sendOk<TPersonalScheduleDetail>(res, detail, message, 201);
  });

  router.get('/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    sendOk<TPersonalScheduleDetail>(res, await deps.schedules.get(viewerOf(req), id));
  });

  router.patch('/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const patch = ZPersonalSchedulePatch.parse(req.body);
    const viewer = viewerOf(req);
    const detail = await deps.schedules.update(viewer, id, patch);
    sendOk(res, detail, pickText(STAFF_MESSAGES.personalScheduleUpdated, viewer.language));
  });

  // Data: null when the whole schedule went, { schedule } (the series) when one day did.
  router.delete('/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const { occurrence } = ZPersonalScheduleDeleteQuery.parse(req.query);
    const viewer = viewerOf(req);
    const result = await deps.schedules.remove(viewer, id, occurrence);
    if (result.removed === 'series') {
      sendOk(res, null, pickText(STAFF_MESSAGES.personalScheduleDeleted, viewer.language));
      return;
    }
    const message = staffMessage('personalScheduleOccurrenceDeleted', viewer.language, {
      date: result.date,
    });
    sendOk<TPersonalScheduleDetail>(res, { schedule: result.schedule }, message);
  });

  return router;
}
