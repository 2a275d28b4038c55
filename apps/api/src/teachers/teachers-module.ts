import { routesModule } from '../http/routes-module.js';
import { createCreateTeacher } from './create-teacher.js';
import { createDeleteTeacher } from './delete-teacher.js';
import { createGetPendingCounts } from './get-pending-counts.js';
import { createGetStaffAccounts } from './get-staff-accounts.js';
import { createStaffAccountsRepository } from './staff-accounts-repository.js';
import { teachersRoutes } from './teachers-routes.js';
import { createUpdateTeacher } from './update-teacher.js';

/** Wires the staff-only teacher endpoints: staff accounts and the header's pending counts. */
export const createTeachersModule = routesModule(teachersRoutes, (prisma) => {
  const accounts = createStaffAccountsRepository(prisma);
  return {
    getPendingCounts: createGetPendingCounts(prisma),
    staffAccounts: createGetStaffAccounts(accounts),
    createTeacher: createCreateTeacher({ prisma, accounts }),
    updateTeacher: createUpdateTeacher({ prisma, accounts }),
    deleteTeacher: createDeleteTeacher({ prisma, accounts }),
  };
});
