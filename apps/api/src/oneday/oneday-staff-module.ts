import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createOnedayStaffRepository } from './oneday-staff-repository.js';
import { onedayStaffRoutes } from './oneday-staff-routes.js';
import { createUpdateOnedayStatus } from './update-oneday-status.js';

/** Wires the staff side of one-day class applications. */
export function createOnedayStaffModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  return {
    router: onedayStaffRoutes({
      guards: deps.guards,
      requests: createOnedayStaffRepository(prisma),
      updateOnedayStatus: createUpdateOnedayStatus(prisma),
    }),
  };
}
