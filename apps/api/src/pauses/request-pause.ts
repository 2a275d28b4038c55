import {
  firstDayOfMonth,
  isPauseStartAllowed,
  PAUSE_MESSAGES,
  pauseMonths,
  pauseRequestTexts,
  seoulMonthOf,
  VALIDATION_MESSAGES,
  yearsOverPauseLimit,
  type TPause,
  type TPauseRequest,
  staffNoticeDetail,
  pauseMonthsText,
} from '@academy/contracts';
import { isUniqueViolation } from '../db/prisma-errors.js';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { STAFF_ALERTS } from '../notifications/staff-alerts.js';
import { toPause } from './pauses-mappers.js';
import type { PausesDeps } from './pauses-deps.js';

const overlap = () => new AppError('PAUSE_OVERLAP', PAUSE_MESSAGES.overlap);

/**
 * A member (or their guardian) asks to pause lessons for whole months in a row
 * (docs/product/pauses.md): from next month on, with a weekly slot, no month in another pending
 * or approved pause, and at most PAUSE_LIMITS.MONTHS_PER_YEAR months a calendar year. Under the
 * member's lock the months are read and written at once; the (member, month) key keeps the one
 * of simultaneous identical requests that commits first.
 */
export function createRequestPause(deps: PausesDeps) {
  const { units, pauses, now = systemClock } = deps;

  return async function requestPause(memberId: number, input: TPauseRequest): Promise<TPause> {
    if (!isPauseStartAllowed(input.fromMonth, seoulMonthOf(now()))) {
      throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.pauseMonthNotAhead);
    }
    const months = pauseMonths(input.fromMonth, input.untilMonth);
    try {
      const row = await units.run(async ({ tx, notifyStaff }) => {
        await pauses.lockMember(tx, memberId);
        if (!(await pauses.hasWeeklySlotFrom(memberId, firstDayOfMonth(input.fromMonth), tx))) {
          throw new AppError('VALIDATION_FAILED', PAUSE_MESSAGES.noWeeklySlot);
        }
        const held = await pauses.heldMonths(tx, memberId);
        if (months.some((month) => held.includes(month))) throw overlap();
        if (yearsOverPauseLimit(held, months).length > 0) {
          throw new AppError('PAUSE_LIMIT_REACHED', PAUSE_MESSAGES.limitReached);
        }
        const created = await pauses.create(tx, {
          memberId,
          fromMonth: input.fromMonth,
          untilMonth: input.untilMonth,
          reason: input.reason || null,
        });
        notifyStaff({
          category: 'pause_request',
          relatedId: created.id,
          memberId,
          texts: pauseRequestTexts({ memberName: created.member.name, ...input }),
          detail: staffNoticeDetail({ name: created.member.name, when: pauseMonthsText(input) }),
          text: STAFF_ALERTS.pause(created.member.name, input.fromMonth, input.untilMonth),
        });
        return created;
      });
      return toPause(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw overlap();
      throw error;
    }
  };
}

export type RequestPause = ReturnType<typeof createRequestPause>;
