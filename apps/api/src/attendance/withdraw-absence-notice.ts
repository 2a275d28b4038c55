import {
  isNoticeOpen,
  ATTENDANCE_MESSAGES,
  memberCancelledTexts,
  OWN_HOUR_MESSAGES,
  toAcademyIsoDate,
  type TNoticeWithdrawal,
  staffNoticeDetail,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { ownBookingAt } from '../schedule/own-hours.js';
import { ATTENDANCE_CHANGED } from './attendance-credits.js';
import { findOccurrence } from './attendance-occurrences.js';
import { takeBackNotice } from './take-back-notice.js';
import { systemClock } from '../lib/clock.js';
import type { AttendanceChangeDeps } from './attendance-deps.js';

const noNotice = () => new AppError('NOT_FOUND', ATTENDANCE_MESSAGES.noNoticeToWithdraw);

/**
 * "I can come after all" (docs/product/attendance.md): a member takes back their notice for a
 * lesson until NOTICE_HOURS_AHEAD hours before it. The mark goes and the credit it earned is
 * voided while unspent (as when staff change the state, so a new notice reopens it); a credit
 * spent on a make-up refuses, and so does a practice booking the member made in the freed hour
 * (their own hours never overlap). Staff are told. Under the member's lock, like giving notice.
 */
export function createWithdrawAbsenceNotice(deps: Omit<AttendanceChangeDeps, 'policy'>) {
  const { units, attendance, now = systemClock } = deps;
  return async function withdrawAbsenceNotice(
    memberId: number,
    date: string,
  ): Promise<TNoticeWithdrawal> {
    const at = now();
    const occurrence = await findOccurrence(attendance, memberId, date);
    if (occurrence?.status !== 'absent_with_notice') throw noNotice();
    if (!isNoticeOpen(occurrence, at)) {
      throw new AppError('NOTICE_TOO_LATE', ATTENDANCE_MESSAGES.noticeNotWithdrawable);
    }
    return units.run(async ({ tx, notifyStaff }) => {
      await credits.lockMember(tx, memberId);
      const taken = await takeBackNotice(tx, attendance, {
        memberId,
        date,
        today: toAcademyIsoDate(at),
        at,
        voidReason: ATTENDANCE_CHANGED,
        spentMessage: ATTENDANCE_MESSAGES.noticeCreditSpent,
      });
      if (!taken.noticed) throw noNotice();
      // The hour the notice freed may hold a booking of the member's since (read with the
      // lesson back, so the lesson itself is not what is in the way).
      const booking = await ownBookingAt(tx, memberId, occurrence);
      if (booking) throw new AppError('OWN_HOUR_TAKEN', OWN_HOUR_MESSAGES[booking.kind]);
      notifyStaff({
        category: 'member_cancelled',
        texts: memberCancelledTexts({
          kind: 'notice',
          memberName: occurrence.memberName,
          date,
          startTime: occurrence.startTime,
        }),
        detail: staffNoticeDetail({
          name: occurrence.memberName,
          date,
          time: occurrence.startTime,
        }),
        relatedId: memberId,
      });
      return { date, creditVoided: taken.creditVoided };
    });
  };
}

export type WithdrawAbsenceNotice = ReturnType<typeof createWithdrawAbsenceNotice>;
