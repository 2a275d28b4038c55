import type { TAttendanceStatus, TCreditRefusal } from '@academy/contracts';
import type { MakeupPolicy } from '../config/config.js';
import type { Prisma } from '../generated/prisma/client.js';
import { toIsoDate } from '../lib/iso-date.js';
import { earnMakeupCredit } from '../makeups/earn-makeup-credit.js';
import type { AttendanceRepository } from './attendance-repository.js';

/** Why a credit was voided when its lesson day left the state that earned it. */
export const ATTENDANCE_CHANGED = 'attendance changed';

/** The states that earn the member a make-up credit, and the source the ledger records. */
const EARNING_SOURCES = {
  absent_with_notice: 'absence_notice',
  cancelled_by_academy: 'academy_cancellation',
} as const satisfies Partial<Record<TAttendanceStatus, string>>;

const earningSource = (status: TAttendanceStatus | undefined) =>
  status === 'absent_with_notice' || status === 'cancelled_by_academy'
    ? EARNING_SOURCES[status]
    : null;

export interface CreditEffect {
  credit: { expiresOn: string } | null;
  creditRefusal: TCreditRefusal | null;
  creditVoided: boolean;
  /** The day's credit was already spent on a make-up, so it was left alone. */
  creditSpent: boolean;
}

const NO_EFFECT: CreditEffect = {
  credit: null,
  creditRefusal: null,
  creditVoided: false,
  creditSpent: false,
};

/**
 * Keeps the day's make-up credit in step with its attendance state (docs/product/attendance.md),
 * inside the caller's transaction. Entering a state that earns gives a credit through
 * earnMakeupCredit (cap and once per day); a credit voided earlier only because the state changed
 * is reopened instead, within the same cap. Leaving such a state voids the day's credit while it
 * is open; a spent one stays.
 */
export async function applyCreditEffect(
  tx: Prisma.TransactionClient,
  deps: { attendance: AttendanceRepository; policy: MakeupPolicy },
  change: {
    memberId: number;
    date: string;
    before: TAttendanceStatus;
    after: TAttendanceStatus;
    today: string;
    at: Date;
  },
): Promise<CreditEffect> {
  const { attendance, policy } = deps;
  const earnsBefore = earningSource(change.before);
  const source = earningSource(change.after);
  if (source && !earnsBefore) {
    const earned = await earnMakeupCredit(tx, policy, {
      memberId: change.memberId,
      source,
      lessonDate: change.date,
      today: change.today,
    });
    if ('credit' in earned) return { ...NO_EFFECT, credit: { expiresOn: earned.credit.expiresOn } };
    if (earned.refused === 'already_earned') {
      const day = await attendance.findDayCredit(tx, change.memberId, change.date, change.today);
      if (day?.voidedAt && day.voidReason === ATTENDANCE_CHANGED) {
        const reopened = await attendance.reopenCredit(tx, day.id);
        return { ...NO_EFFECT, credit: { expiresOn: toIsoDate(reopened.expiresOn) } };
      }
    }
    return { ...NO_EFFECT, creditRefusal: earned.refused };
  }
  if (earnsBefore && !source) {
    const day = await attendance.findDayCredit(tx, change.memberId, change.date, change.today);
    if (day?.held) return { ...NO_EFFECT, creditSpent: true };
    if (!day?.open) return NO_EFFECT;
    await attendance.voidCredit(tx, day.id, change.at, ATTENDANCE_CHANGED);
    return { ...NO_EFFECT, creditVoided: true };
  }
  return NO_EFFECT;
}
