import {
  FEEDBACK_MESSAGES,
  isMakeupCancellable,
  MAKEUP_MESSAGES,
  memberCancelledTexts,
  type TMakeupCancellation,
  staffNoticeDetail,
  sentenceHours,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { toMakeupLesson } from './makeups-mappers.js';
import type { MakeupsRepository } from './makeups-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { type Clock, systemClock } from '../lib/clock.js';

const notCancellable = () =>
  new AppError('BOOKING_NOT_CANCELLABLE', MAKEUP_MESSAGES.notCancellable);

/**
 * A member cancels their own make-up (docs/product/makeups.md): a booked one until 24 hours
 * before it, a request until it starts. Cancelling frees the teacher's hour and gives the credit
 * back until its own last day; staff are told. The update is conditional on the status read,
 * under the member's lock, so of simultaneous cancels (or a cancel and a decision) one wins.
 */
export function createCancelMakeup(deps: {
  units: UnitOfWork;
  makeups: MakeupsRepository;
  now?: Clock;
}) {
  const { units, makeups, now = systemClock } = deps;
  return async function cancelMakeup(memberId: number, id: number): Promise<TMakeupCancellation> {
    const row = await makeups.findMakeup(id);
    // Another member's make-up reads as missing, so ids reveal nothing.
    if (!row || row.memberId !== memberId) {
      throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    }
    const from = row.status;
    if (from !== 'booked' && from !== 'requested') throw notCancellable();
    const makeup = toMakeupLesson(row);
    if (!isMakeupCancellable(makeup, now())) {
      throw new AppError(
        'BOOKING_NOT_CANCELLABLE',
        from === 'booked' ? MAKEUP_MESSAGES.cancelTooLate : MAKEUP_MESSAGES.notCancellable,
      );
    }
    return units.run(async ({ tx, notifyStaff }) => {
      await credits.lockMember(tx, memberId);
      const cancelled = await makeups.cancelOwn(tx, { id, memberId, from });
      if (!cancelled) throw notCancellable();
      notifyStaff({
        category: 'member_cancelled',
        texts: memberCancelledTexts({ ...makeup, kind: 'makeup' }),
        detail: staffNoticeDetail({
          name: makeup.memberName,
          date: makeup.date,
          time: sentenceHours(makeup.startTime, makeup.endTime),
        }),
        relatedId: id,
      });
      const credit = await makeups.findCreditExpiry(tx, row.creditId);
      return { id, creditExpiresOn: toIsoDate(credit.expiresOn) };
    });
  };
}

export type CancelMakeup = ReturnType<typeof createCancelMakeup>;
