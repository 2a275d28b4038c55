import { STAFF_ACCOUNT_MESSAGES, type TStaffRequestAlerts } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { type Clock, systemClock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toRequestAlerts, type TRequestAlertsDeps } from './get-request-alerts.js';

/**
 * Records the staff member's own choice to hear of new requests by 알림톡, with its time and an
 * audit entry: the consent, given or withdrawn (docs/decisions/0042). Choosing again stamps the
 * time again. Turning it on needs the text channel and a phone on the account; turning it off
 * is always accepted, so consent can be withdrawn whatever else holds.
 */
export function createChooseRequestAlerts(
  deps: TRequestAlertsDeps & { units: UnitOfWork; now?: Clock },
) {
  const { accounts, textChannelOn, units, now = systemClock } = deps;
  return async function chooseRequestAlerts(
    callerId: number,
    enabled: boolean,
  ): Promise<TStaffRequestAlerts> {
    if (enabled && !textChannelOn) {
      throw new AppError('TEXT_CHANNEL_OFF', STAFF_ACCOUNT_MESSAGES.requestAlertsChannelOff);
    }
    return units.run(
      async ({ tx, audit }) => {
        if (!(await accounts.setRequestAlerts(tx, callerId, enabled, now()))) {
          throw new AppError('NO_PHONE_NUMBER', STAFF_ACCOUNT_MESSAGES.requestAlertsNeedPhone);
        }
        audit({
          action: 'staff.request_alerts',
          entityType: 'staff',
          entityId: callerId,
          details: { enabled },
        });
        const row = await accounts.findRequestAlerts(callerId, tx);
        if (!row) throw new Error('the staff row was just written');
        return toRequestAlerts(row, textChannelOn);
      },
      { staffId: callerId },
    );
  };
}

export type ChooseRequestAlerts = ReturnType<typeof createChooseRequestAlerts>;
