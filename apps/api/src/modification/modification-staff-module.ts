import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { modificationStaffRoutes } from './modification-staff-routes.js';
import { createProcessModification } from './process-modification.js';

/** Wires the staff decisions on schedule change requests. */
export function createModificationStaffModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  return {
    router: modificationStaffRoutes({
      guards: deps.guards,
      processModification: createProcessModification(deps.database.prisma),
    }),
  };
}
