import { STAFF_ACCOUNT_MESSAGES, type TStaffRequestAlerts } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { StaffAccountsRepository } from './staff-accounts-repository.js';

/** What the request-alert use cases are built from (docs/decisions/0042). */
export interface TRequestAlertsDeps {
  accounts: StaffAccountsRepository;
  /** Whether the academy sends text messages: only then can the alerts be turned on. */
  textChannelOn: boolean;
}

/**
 * The choice is the person's consent: every caller, admins included, reads and sets only their
 * own. Decided before the body is read.
 */
export function assertOwnRequestAlerts(callerId: number, id: number): void {
  if (id !== callerId) {
    throw new AppError('NOT_OWN_RESOURCE', STAFF_ACCOUNT_MESSAGES.requestAlertsOwnOnly);
  }
}

/** A staff account's row as the request-alert setting shows it. */
export function toRequestAlerts(
  row: { requestAlerts: boolean; requestAlertsChangedAt: Date | null; phoneNumber: string | null },
  textChannelOn: boolean,
): TStaffRequestAlerts {
  return {
    enabled: row.requestAlerts,
    changedAt: row.requestAlertsChangedAt?.toISOString() ?? null,
    hasPhone: row.phoneNumber !== null,
    textChannelOn,
  };
}

/** The signed-in staff member's own request-alert choice. */
export function createGetRequestAlerts({ accounts, textChannelOn }: TRequestAlertsDeps) {
  return async function getRequestAlerts(callerId: number): Promise<TStaffRequestAlerts> {
    const row = await accounts.findRequestAlerts(callerId);
    // The caller's own account: gone only if deleted since they signed in.
    if (!row) throw new AppError('NOT_OWN_RESOURCE', STAFF_ACCOUNT_MESSAGES.requestAlertsOwnOnly);
    return toRequestAlerts(row, textChannelOn);
  };
}

export type GetRequestAlerts = ReturnType<typeof createGetRequestAlerts>;
