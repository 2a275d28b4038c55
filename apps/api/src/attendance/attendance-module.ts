import { ATTENDANCE_LIMITS, ATTENDANCE_MESSAGES } from '@academy/contracts';
import type { MakeupPolicy } from '../config/config.js';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import { attendanceRoutes } from './attendance-routes.js';
import { createAttendanceRepository } from './attendance-repository.js';
import { createGiveAbsenceNotice } from './give-absence-notice.js';
import { createGiveAbsenceNoticeForMember } from './give-absence-notice-for-member.js';
import { createListAttendance } from './list-attendance.js';
import { createMarkAttendance } from './mark-attendance.js';
import { createWithdrawAbsenceNotice } from './withdraw-absence-notice.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/** Wires reading, marking and giving notice of lesson attendance, with the make-up credit policy. */
export function createAttendanceModule(
  deps: ModuleDeps & {
    policy: MakeupPolicy;
  },
) {
  const { prisma } = deps.database;
  const attendance = createAttendanceRepository(prisma);
  const { policy } = deps;
  const giveAbsenceNotice = createGiveAbsenceNotice({ units: deps.units, attendance, policy });
  const counters = createRateLimitCounters(prisma);
  return {
    router: attendanceRoutes({
      guards: deps.guards,
      policy,
      listAttendance: createListAttendance({ attendance }),
      markAttendance: createMarkAttendance({ units: deps.units, attendance, policy }),
      giveAbsenceNotice,
      giveAbsenceNoticeForMember: createGiveAbsenceNoticeForMember({
        attendance,
        giveAbsenceNotice,
      }),
      withdrawAbsenceNotice: createWithdrawAbsenceNotice({ units: deps.units, attendance }),
      // Each notice given tells every staff account: those count, per member. A refused one
      // tells nobody and stores nothing.
      noticeLimit: createRateLimiter(counters, {
        name: 'absence-notice-per-member',
        windowMs: 60 * MINUTE_MS,
        limit: ATTENDANCE_LIMITS.NOTICES_PER_HOUR,
        message: ATTENDANCE_MESSAGES.tooManyNotices,
        key: 'account',
        countOnlyAccepted: true,
      }),
      // Staff giving notice for a member: the same number, per member acted for.
      memberNoticeLimit: createRateLimiter(counters, {
        name: 'absence-notice-for-member',
        windowMs: 60 * MINUTE_MS,
        limit: ATTENDANCE_LIMITS.NOTICES_PER_HOUR,
        message: ATTENDANCE_MESSAGES.tooManyNotices,
        key: (_body, req) => `member:${String(req.params.id)}`,
        countOnlyAccepted: true,
      }),
    }),
  };
}
