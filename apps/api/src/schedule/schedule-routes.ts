import { Router } from 'express';
import { ZBusyTimesQuery, type TScheduleOverrideList } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { BusyTimesRepository } from './busy-times-repository.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { GetTeacherBusyTimes } from './get-teacher-busy-times.js';

/** /api/schedule/*: the teacher's busy times, public so the application forms can block hours. */
export function scheduleRoutes(deps: {
  guards: AuthGuards;
  busyTimes: BusyTimesRepository;
  getTeacherBusyTimes: GetTeacherBusyTimes;
}): Router {
  const router = Router();
  router.get('/all-teacher-busy-times', async (req, res) => {
    const query = ZBusyTimesQuery.parse(req.query);
    const viewer = {
      isStaff: req.auth?.session.userType === 'teacher',
      language: requestLanguage(req),
    };
    sendOk(res, await deps.getTeacherBusyTimes(query, viewer));
  });
  // startDate is the original lesson date, so the change form can skip moved dates.
  router.get('/my-overrides', deps.guards.requireMember, async (req, res) => {
    const rows = await deps.busyTimes.findMemberOverrides(req.auth?.account.id ?? 0);
    sendOk<TScheduleOverrideList>(res, {
      overrides: rows.map((row) => ({ scope: row.scope, startDate: toIsoDate(row.originalDate) })),
    });
  });
  return router;
}
