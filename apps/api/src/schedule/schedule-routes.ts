import { Router } from 'express';
import { ZBusyTimesQuery } from '@academy/contracts';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { GetTeacherBusyTimes } from './get-teacher-busy-times.js';

/** /api/schedule/*: the teacher's busy times, public so the application forms can block hours. */
export function scheduleRoutes(deps: { getTeacherBusyTimes: GetTeacherBusyTimes }): Router {
  const router = Router();
  router.get('/all-teacher-busy-times', async (req, res) => {
    const query = ZBusyTimesQuery.parse(req.query);
    const viewer = {
      isStaff: req.auth?.session.userType === 'teacher',
      language: requestLanguage(req),
    };
    sendOk(res, await deps.getTeacherBusyTimes(query, viewer));
  });
  return router;
}
