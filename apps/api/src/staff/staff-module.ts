import { createBeginEmailChange } from '../email-change/begin-email-change.js';
import { createEmailChangeRepository } from '../email-change/email-change-repository.js';
import { createChooseRequestAlerts } from './choose-request-alerts.js';
import { createCreateStaff } from './create-staff.js';
import { createDeleteStaff } from './delete-staff.js';
import { createGetPendingCounts } from './get-pending-counts.js';
import { createGetRequestAlerts } from './get-request-alerts.js';
import { createGetStaffAccounts } from './get-staff-accounts.js';
import { createStaffAccountsRepository } from './staff-accounts-repository.js';
import { staffRoutes } from './staff-routes.js';
import { createUpdateStaff } from './update-staff.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/**
 * Wires the staff-only teacher endpoints: staff accounts and the header's pending counts. A new
 * staff address is confirmed by a link, so editing needs the outbox and the web app's address;
 * request alerts by 알림톡 need the text channel.
 */
export function createStaffModule(
  deps: ModuleDeps & {
    appOrigin: string;
    /** Whether the academy sends text messages (request alerts, docs/decisions/0042). */
    textChannelOn: boolean;
  },
) {
  const { prisma } = deps.database;
  const accounts = createStaffAccountsRepository(prisma);
  const beginEmailChange = createBeginEmailChange({
    changes: createEmailChangeRepository(prisma),
    appOrigin: deps.appOrigin,
  });
  const alerts = { accounts, textChannelOn: deps.textChannelOn };
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
      getRequestAlerts: createGetRequestAlerts(alerts),
      chooseRequestAlerts: createChooseRequestAlerts({ ...alerts, units: deps.units }),
    }),
  };
}
