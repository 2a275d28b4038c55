import { scheduleOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { BusyTimesRepository } from './busy-times-repository.js';
import type { GetTeacherBusyTimes } from './get-teacher-busy-times.js';

/** The teacher's busy times, public so the application forms can block hours (docs/product/api.md). */
export function scheduleRoutes(deps: {
  guards: AuthGuards;
  publicCache: PublicReadCache;
  busyTimes: BusyTimesRepository;
  getTeacherBusyTimes: GetTeacherBusyTimes;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    scheduleOperations.listAllTeacherBusyTimes,
    async ({ caller, query, language }) => {
      const isStaff = caller?.kind === 'staff';
      const seesPersonalDetails = isStaff && (caller.isAdmin || caller.id === query.teacherId);
      return {
        data: await deps.getTeacherBusyTimes(query, { isStaff, seesPersonalDetails, language }),
      };
    },
    { publicCache: deps.publicCache },
  );

  // startDate is the original lesson date, so the change form can skip moved dates.
  handle(scheduleOperations.listOwnOverrides, async ({ caller }) => {
    const rows = await deps.busyTimes.findMemberOverrides(caller.id);
    return {
      data: {
        overrides: rows.map((row) => ({
          scope: row.scope,
          startDate: toIsoDate(row.originalDate),
        })),
      },
    };
  });

  return router;
}
