import {
  FEEDBACK_MESSAGES,
  memberCancelledTexts,
  PAUSE_MESSAGES,
  pauseMonthsText,
  type TPause,
  staffNoticeDetail,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toPause } from './pauses-mappers.js';
import type { PausesDeps } from './pauses-deps.js';

/**
 * A member takes back their own pending pause (docs/product/states.md): it reads as cancelled,
 * its months are free again, and staff are told. Conditional on pending, so a decision and a
 * withdrawal at the same moment never both happen.
 */
export function createWithdrawPause(deps: PausesDeps) {
  const { units, pauses } = deps;
  return async function withdrawPause(memberId: number, id: number): Promise<TPause> {
    const row = await units.run(async ({ tx, notifyStaff }) => {
      const withdrawn = await pauses.settle(tx, { id, memberId }, { state: 'cancelled' });
      if (!withdrawn) return null;
      notifyStaff({
        category: 'member_cancelled',
        relatedId: id,
        texts: memberCancelledTexts({
          kind: 'pause',
          memberName: withdrawn.member.name,
          months: pauseMonthsText(withdrawn),
        }),
        detail: staffNoticeDetail({
          name: withdrawn.member.name,
          when: pauseMonthsText(withdrawn),
        }),
      });
      return withdrawn;
    });
    if (row) return toPause(row);
    // Another member's pause reads as missing, so ids reveal nothing.
    const own = await pauses.findOwn(memberId, id);
    if (!own) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    throw new AppError('REQUEST_ALREADY_DECIDED', PAUSE_MESSAGES.notPending);
  };
}

export type WithdrawPause = ReturnType<typeof createWithdrawPause>;
