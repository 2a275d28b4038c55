import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createGetPendingCounts } from './get-pending-counts.js';
import { teachersRoutes } from './teachers-routes.js';

/** Wires the staff-only teacher endpoints. */
export function createTeachersModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  return {
    router: teachersRoutes({
      guards: deps.guards,
      getPendingCounts: createGetPendingCounts(deps.database.prisma),
    }),
  };
}
