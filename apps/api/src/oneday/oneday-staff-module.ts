import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createOnedayStaffRepository } from './oneday-staff-repository.js';
import { onedayStaffRoutes } from './oneday-staff-routes.js';
import { createUpdateOnedayStatus } from './update-oneday-status.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** Wires the staff side of one-day class applications; scheduling and cancelling e-mail the guest. */
export function createOnedayStaffModule(deps: {
  database: Database;
  guards: AuthGuards;
  units: UnitOfWork;
}) {
  const { prisma } = deps.database;
  return {
    router: onedayStaffRoutes({
      requests: createOnedayStaffRepository(prisma),
      updateOnedayStatus: createUpdateOnedayStatus(prisma, deps.units),
      guards: deps.guards,
    }),
  };
}
