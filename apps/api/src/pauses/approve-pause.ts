import {
  FEEDBACK_MESSAGES,
  isPauseStartAllowed,
  PAUSE_MESSAGES,
  seoulMonthOf,
  type TPause,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { toPause } from './pauses-mappers.js';
import { pauseDecisionMessage } from './pause-decision-message.js';
import type { PausesDeps } from './pauses-deps.js';
import { releaseWeeklySlots } from './pauses-repository.js';

const notPending = () => new AppError('REQUEST_ALREADY_DECIDED', PAUSE_MESSAGES.notPending);

/**
 * Staff approve a pending pause (docs/product/pauses.md): its months hold no lesson and no due.
 * `keepSlot` false releases the weekly slot from the first paused day. Refused once the first
 * month has begun: its due may be issued and its lessons held already.
 */
export function createApprovePause(deps: PausesDeps) {
  const { units, pauses, now = systemClock } = deps;
  return async function approvePause(
    staffId: number,
    id: number,
    keepSlot: boolean,
  ): Promise<TPause> {
    const pause = await pauses.findById(id);
    if (!pause) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (pause.state !== 'pending') throw notPending();
    const at = now();
    if (!isPauseStartAllowed(pause.fromMonth, seoulMonthOf(at))) {
      throw new AppError('STATUS_TRANSITION_REFUSED', PAUSE_MESSAGES.monthStarted);
    }
    const row = await units.run(
      async ({ tx, notify, audit }) => {
        const approved = await pauses.settle(
          tx,
          { id },
          { state: 'approved', keepSlot, decidedById: staffId, decidedAt: at },
        );
        if (!approved) throw notPending();
        if (!keepSlot) await releaseWeeklySlots(tx, approved.memberId, approved.fromMonth);
        notify(
          { memberId: approved.memberId },
          pauseDecisionMessage(approved, { outcome: 'approved', keepSlot }),
        );
        audit({
          entityType: 'pause',
          action: 'pause.approve',
          entityId: id,
          details: { keepSlot, fromMonth: approved.fromMonth, untilMonth: approved.untilMonth },
        });
        return approved;
      },
      { staffId },
    );
    return toPause(row);
  };
}

export type ApprovePause = ReturnType<typeof createApprovePause>;
