import type { AuthGuards } from '../auth/auth-middleware.js';
import type { MakeupPolicy } from '../config.js';
import type { Database } from '../db/database.js';
import { attendanceRoutes } from './attendance-routes.js';
import { createAttendanceRepository } from './attendance-repository.js';
import { createGiveAbsenceNotice } from './give-absence-notice.js';
import { createListAttendance } from './list-attendance.js';
import { createMarkAttendance } from './mark-attendance.js';

/** Wires reading, marking and giving notice of lesson attendance, with the make-up credit policy. */
export function createAttendanceModule(deps: {
  database: Database;
  guards: AuthGuards;
  policy: MakeupPolicy;
}) {
  const { prisma } = deps.database;
  const attendance = createAttendanceRepository(prisma);
  const { policy } = deps;
  return {
    router: attendanceRoutes({
      guards: deps.guards,
      policy,
      listAttendance: createListAttendance({ attendance }),
      markAttendance: createMarkAttendance({ prisma, attendance, policy }),
      giveAbsenceNotice: createGiveAbsenceNotice({ prisma, attendance, policy }),
    }),
  };
}
