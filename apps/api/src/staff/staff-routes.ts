import {
  EMAIL_CHANGE_MESSAGES,
  fillPlaceholders,
  pickText,
  STAFF_ACCOUNT_MESSAGES,
  staffOperations,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ChooseRequestAlerts } from './choose-request-alerts.js';
import type { CreateStaff } from './create-staff.js';
import type { DeleteStaff } from './delete-staff.js';
import type { GetPendingCounts } from './get-pending-counts.js';
import { assertOwnRequestAlerts, type GetRequestAlerts } from './get-request-alerts.js';
import type { GetStaffAccounts } from './get-staff-accounts.js';
import { assertMayEditAccount, type UpdateStaff } from './update-staff.js';

/** /api/teachers/*: staff accounts and the staff header's pending counts. */
export function staffRoutes(deps: {
  guards: AuthGuards;
  getPendingCounts: GetPendingCounts;
  staffAccounts: GetStaffAccounts;
  createStaff: CreateStaff;
  updateStaff: UpdateStaff;
  deleteStaff: DeleteStaff;
  getRequestAlerts: GetRequestAlerts;
  chooseRequestAlerts: ChooseRequestAlerts;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  // Before /teachers/:id, which would take "pending-counts" for an id.
  handle(staffOperations.getPendingCounts, async () => ({
    data: await deps.getPendingCounts(),
  }));

  handle(staffOperations.listStaffAccounts, async () => ({
    data: { teachers: await deps.staffAccounts.list() },
  }));

  handle(staffOperations.getStaffAccount, async ({ params }) => ({
    data: await deps.staffAccounts.get(params.id),
  }));

  handle(staffOperations.createStaffAccount, async ({ caller, body, language }) => {
    const created = await deps.createStaff(caller.id, body);
    const message = fillPlaceholders(pickText(STAFF_ACCOUNT_MESSAGES.created, language), {
      name: created.teacher.name,
    });
    return { data: created, message };
  });

  handle(
    staffOperations.updateStaffAccount,
    async ({ caller, params, body }) => {
      const { account, emailChangeStarted } = await deps.updateStaff(caller, params.id, body);
      const message = emailChangeStarted
        ? EMAIL_CHANGE_MESSAGES.staffLinkSent
        : STAFF_ACCOUNT_MESSAGES.updated;
      return { data: account, message };
    },
    // A teacher sending anything for another account is refused before the body is checked.
    { authorize: ({ caller, params }) => assertMayEditAccount(caller, params.id) },
  );

  handle(staffOperations.deleteStaffAccount, async ({ caller, params }) => {
    await deps.deleteStaff(caller.id, params.id);
    return { data: null, message: STAFF_ACCOUNT_MESSAGES.deleted };
  });

  // The person's own consent (docs/decisions/0042): another account is refused, admins included.
  const ownAccount = {
    authorize: ({ caller, params }: { caller: { id: number }; params: { id: number } }) =>
      assertOwnRequestAlerts(caller.id, params.id),
  };

  handle(
    staffOperations.getStaffRequestAlerts,
    async ({ caller }) => ({ data: await deps.getRequestAlerts(caller.id) }),
    ownAccount,
  );

  handle(
    staffOperations.updateStaffRequestAlerts,
    async ({ caller, body }) => {
      const data = await deps.chooseRequestAlerts(caller.id, body.enabled);
      const message = data.enabled
        ? STAFF_ACCOUNT_MESSAGES.requestAlertsOn
        : STAFF_ACCOUNT_MESSAGES.requestAlertsOff;
      return { data, message };
    },
    ownAccount,
  );

  return router;
}
