import { ownContact } from '../lib/own-contact.js';
import type { TTuitionDue, TTuitionProration } from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { TuitionDueRow } from './tuition-repository.js';

/** The part of its month a first due bills, null for a whole month. */
export function prorationOf(row: {
  proratedLessons: number | null;
  monthLessons: number | null;
}): TTuitionProration | null {
  return row.proratedLessons === null || row.monthLessons === null
    ? null
    : { lessons: row.proratedLessons, monthLessons: row.monthLessons };
}

export function toTuitionDue(row: TuitionDueRow): TTuitionDue {
  return {
    id: row.id,
    memberId: row.memberId,
    memberName: row.member.name,
    loginId: ownContact(row.member.loginId),
    month: row.month,
    amount: row.amount,
    price: row.price,
    siblingDiscount: row.siblingDiscount,
    adjustment:
      row.originalAmount === null || row.adjustmentReason === null
        ? null
        : { originalAmount: row.originalAmount, reason: row.adjustmentReason },
    dueDate: toIsoDate(row.dueDate),
    proration: prorationOf(row),
    paid: row.paidAt !== null,
    paidAt: row.paidAt === null ? null : toIsoDate(row.paidAt),
    method: row.method,
    note: row.note,
    lastRemindedOn: row.lastRemindedOn === null ? null : toIsoDate(row.lastRemindedOn),
    refundedAmount: row.refundedAmount,
    onlinePayment: onlinePaymentOf(row.payments),
    waitingAccount: waitingAccountOf(row.payments),
  };
}

type TAttemptView = {
  orderId: string;
  method: string | null;
  state: string;
  depositDeadline: Date | null;
};

/** The online payment that paid the due, if one did: the newest done (attempts come newest first). */
function onlinePaymentOf(attempts: readonly TAttemptView[]) {
  const done = attempts.find((attempt) => attempt.state === 'done');
  return done ? { orderId: done.orderId, method: done.method } : null;
}

/** The issued virtual account still waiting on the due, for staff (decision 0063). */
function waitingAccountOf(attempts: readonly TAttemptView[]) {
  const waiting = attempts.find((attempt) => attempt.state === 'waiting');
  return waiting?.depositDeadline
    ? { depositDeadline: waiting.depositDeadline.toISOString() }
    : null;
}
