import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createCreateTeacher } from './create-teacher.js';
import { createDeleteTeacher } from './delete-teacher.js';
import { createGetPendingCounts } from './get-pending-counts.js';
import { createGetStaffAccounts } from './get-staff-accounts.js';
import { createStaffAccountsRepository } from './staff-accounts-repository.js';
import { teachersRoutes } from './teachers-routes.js';
import { createUpdateTeacher } from './update-teacher.js';

/** Wires the staff-only teacher endpoints: staff accounts and the header's pending counts. */
export function createTeachersModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  const accounts = createStaffAccountsRepository(prisma);
  return {
    router: teachersRoutes({
      guards: deps.guards,
      getPendingCounts: createGetPendingCounts(prisma),
      staffAccounts: createGetStaffAccounts(accounts),
      createTeacher: createCreateTeacher({ prisma, accounts }),
      updateTeacher: createUpdateTeacher({ prisma, accounts }),
      deleteTeacher: createDeleteTeacher({ prisma, accounts }),
    }),
  };
}
