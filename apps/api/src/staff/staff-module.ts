import { createBeginEmailChange } from '../email-change/begin-email-change.js';
import { createEmailChangeRepository } from '../email-change/email-change-repository.js';
import { createCreateStaff } from './create-staff.js';
import { createDeleteStaff } from './delete-staff.js';
import { createGetPendingCounts } from './get-pending-counts.js';
import { createGetStaffAccounts } from './get-staff-accounts.js';
import { createStaffAccountsRepository } from './staff-accounts-repository.js';
import { staffRoutes } from './staff-routes.js';
import { createUpdateStaff } from './update-staff.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/**
 * Wires the staff-only teacher endpoints: staff accounts and the header's pending counts. A new
 * staff address is confirmed by a link, so editing needs the outbox and the web app's address.
 */
export function createStaffModule(
  deps: ModuleDeps & {
    appOrigin: string;
  },
) {
  const { prisma } = deps.database;
  const accounts = createStaffAccountsRepository(prisma);
  const beginEmailChange = createBeginEmailChange({
    changes: createEmailChangeRepository(prisma),
    appOrigin: deps.appOrigin,
  });
  return {
    router: staffRoutes({
      guards: deps.guards,
      getPendingCounts: createGetPendingCounts(prisma),
      staffAccounts: createGetStaffAccounts(accounts),
      createStaff: createCreateStaff({ units: deps.units, prisma, accounts }),
      updateStaff: createUpdateStaff({
        prisma,
        accounts,
        beginEmailChange,
        units: deps.units,
      }),
      deleteStaff: createDeleteStaff({ units: deps.units, accounts }),
    }),
  };
}
