import type { TBilingualText } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { AttendanceRepository } from './attendance-repository.js';

/** Why a credit was voided when an approved schedule change moved its lesson day away. */
export const LESSON_MOVED = 'lesson moved';

/**
 * Takes back the member's notice of absence for one day, inside the caller's transaction and
 * under the member's lock: the mark goes and the credit it earned is voided while still open.
 * A credit already spent on a make-up cannot be taken back, so that refuses with `spentMessage`
 * (the member is told to cancel the make-up first; staff, that the member used it). Answers
 * whether there was a notice and whether a credit was voided.
 */
export async function takeBackNotice(
  tx: Prisma.TransactionClient,
  attendance: AttendanceRepository,
  day: {
    memberId: number;
    date: string;
    today: string;
    at: Date;
    voidReason: string;
    spentMessage: TBilingualText;
  },
): Promise<{ noticed: boolean; creditVoided: boolean }> {
  const mark = await attendance.findMark(tx, day.memberId, day.date);
  if (mark?.status !== 'absent_with_notice') return { noticed: false, creditVoided: false };
  const credit = await attendance.findDayCredit(tx, day.memberId, day.date, day.today);
  if (credit?.held) throw new AppError('NOTICE_CREDIT_SPENT', day.spentMessage);
  if (credit?.open) await attendance.voidCredit(tx, credit.id, day.at, day.voidReason);
  await attendance.deleteMark(tx, day.memberId, day.date);
  return { noticed: true, creditVoided: credit?.open === true };
}
