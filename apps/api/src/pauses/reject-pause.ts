import { FEEDBACK_MESSAGES, PAUSE_MESSAGES, type TPause } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { toPause } from './pauses-mappers.js';
import { pauseDecisionMessage } from './pause-decision-message.js';
import type { PausesDeps } from './pauses-deps.js';

/** Staff refuse a pending pause with a reason (docs/product/pauses.md); its months are free again. */
export function createRejectPause(deps: PausesDeps) {
  const { units, pauses, now = systemClock } = deps;
  return async function rejectPause(staffId: number, id: number, reason: string): Promise<TPause> {
    const row = await units.run(
      async ({ tx, notify, audit }) => {
        const refused = await pauses.settle(
          tx,
          { id },
          { state: 'rejected', staffReason: reason, decidedById: staffId, decidedAt: now() },
        );
        if (!refused) return null;
        notify(
          { memberId: refused.memberId },
          pauseDecisionMessage(refused, { outcome: 'rejected', reason }),
        );
        audit({ entityType: 'pause', action: 'pause.reject', entityId: id, details: { reason } });
        return refused;
      },
      { staffId },
    );
    if (row) return toPause(row);
    const exists = await pauses.findById(id);
    if (!exists) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    throw new AppError('REQUEST_ALREADY_DECIDED', PAUSE_MESSAGES.notPending);
  };
}

export type RejectPause = ReturnType<typeof createRejectPause>;
