import {
  PAYMENT_MESSAGES,
  paidDateIssue,
  toAcademyIsoDate,
  TUITION_MESSAGES,
  tuitionPaidTexts,
  VALIDATION_MESSAGES,
  type TAccountClosedReason,
  type TTuitionDue,
  type TTuitionUpdate,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { noticeMail } from '../mail/personal-mail.js';
import type { TMessage } from '../unit-of-work/message.js';
import { duePaidTextForm } from './tuition-text-forms.js';
import { toTuitionDue } from './tuition-mappers.js';
import type { TuitionDueChanges, TuitionDueRow } from './tuition-repository.js';
import type { TWaitingAccounts } from './waiting-account.js';
import { systemClock } from '../lib/clock.js';
import type { TuitionChangeDeps } from './tuition-deps.js';

/** The fields a PATCH writes: what the staff sent, with the rules of docs/product/tuition.md. */
function changesOf(due: TuitionDueRow, input: TTuitionUpdate, today: string): TuitionDueChanges {
  return {
    ...paymentChanges(due, input, today),
    ...(input.note === undefined ? {} : { note: input.note === '' ? null : input.note }),
    ...(input.amount === undefined || input.reason === undefined
      ? {}
      : {
          // The staff's amount is what is paid: it becomes the price, with no sibling discount
          // (the database keeps amount = price - discount; docs/product/tuition.md).
          amount: input.amount,
          price: input.amount,
          siblingDiscount: 0,
          // The first amount is kept however often it is adjusted: the issued fee.
          originalAmount: due.originalAmount ?? due.amount,
          adjustmentReason: input.reason,
        }),
  };
}

/** Recording a payment (dated today unless said), or undoing one: its date, method and note go. */
function paymentChanges(
  due: TuitionDueRow,
  input: TTuitionUpdate,
  today: string,
): TuitionDueChanges {
  if (input.paid === false) return { paidAt: null, method: null, note: null };
  // The schema refuses `paid: true` without a method; the check only tells the type so.
  if (input.paid !== true || input.method === undefined) return {};
  const paidAt = input.paidAt ?? today;
  const issue = paidDateIssue(paidAt, due.month, today);
  if (issue) throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES[issue]);
  return { paidAt, method: input.method };
}

/**
 * Staff record a payment (the member gets a receipt), undo one, adjust the amount or write a
 * note on one due, with its audit row, in one transaction; the row is held meanwhile so
 * simultaneous changes queue up. A change of the amount or a payment recorded by hand first
 * closes the due's waiting virtual account at Toss, then records it closed in the same
 * transaction (docs/product/payments.md, decision 0063).
 */
export function createUpdateTuitionDue(deps: TuitionChangeDeps & { accounts: TWaitingAccounts }) {
  const { units, tuition, accounts, now = systemClock } = deps;
  return async function updateTuitionDue(
    staffId: number,
    id: number,
    input: TTuitionUpdate,
  ): Promise<TTuitionDue> {
    const today = toAcademyIsoDate(now());
    const seen = await tuition.findOne(id);
    if (!seen) throw new AppError('NOT_FOUND', TUITION_MESSAGES.dueNotFound);
    const closing = closingReasonOf(seen, input, today);
    // Outside the transaction, as no transaction waits on the network (decision 0047).
    const closed = closing ? await accounts.closeAtProvider(id) : null;
    return units.run(
      async (work) => {
        const { tx, notify, audit } = work;
        if (closing && closed) await accounts.recordClosed(work, closed, closing);
        const due = await tuition.findForUpdate(tx, id);
        if (!due) throw new AppError('NOT_FOUND', TUITION_MESSAGES.dueNotFound);
        // Paid online since it was read (a deposit settled meanwhile): that payment stands.
        if (changesPayment(due, input) && paidOnline(due)) {
          const paidMeanwhile = seen.paidAt === null;
          throw new AppError(
            'DUE_ALREADY_PAID',
            paidMeanwhile ? PAYMENT_MESSAGES.accountJustPaid : PAYMENT_MESSAGES.duePaidOnline,
          );
        }
        const changes = changesOf(due, input, today);
        if (closing) await accounts.assertNoneWaiting(tx, id);
        const updated = await tuition.update(tx, id, changes);
        const before = toTuitionDue(due);
        const after = toTuitionDue(updated);
        const receipt = receiptOf(before, after);
        if (receipt) notify({ memberId: due.memberId }, receipt);
        audit({
          action: 'tuition.update',
          entityType: 'tuition_due',
          entityId: id,
          details: {
            memberId: due.memberId,
            month: due.month,
            before: auditedFields(before),
            after: auditedFields(after),
          },
        });
        return after;
      },
      { staffId: staffId },
    );
  };
}

/**
 * Why this change closes the due's waiting account, if it may: a payment recorded on an unpaid
 * due, or another amount. The change is checked first on the due as read, so a refused change
 * closes nothing.
 */
function closingReasonOf(
  due: TuitionDueRow,
  input: TTuitionUpdate,
  today: string,
): TAccountClosedReason | null {
  changesOf(due, input, today);
  if (!changesPayment(due, input)) return null;
  // What Toss took stays the due's amount and payment; money goes back by a refund (0047).
  if (paidOnline(due)) throw new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.duePaidOnline);
  if (input.paid === true && due.paidAt === null) return { kind: 'paid' };
  const { amount, reason } = input;
  return amount !== undefined && reason !== undefined && amount !== due.amount
    ? { kind: 'amount', amount }
    : null;
}

/** The change records a payment or sets another amount: what a waiting account must not see. */
function changesPayment(due: TuitionDueRow, input: TTuitionUpdate): boolean {
  const { amount, reason } = input;
  return (
    input.paid === true || (amount !== undefined && reason !== undefined && amount !== due.amount)
  );
}

/**
 * Ever paid online, refunded or not: a due set unpaid after a whole refund is paid again online
 * only, so its refund and its payments keep adding up (decision 0065).
 */
const paidOnline = (due: TuitionDueRow) => due.payments.some((each) => each.state === 'done');

/**
 * The member's receipt when this change records the payment of a due that was unpaid
 * (docs/product/tuition.md): a note, an amount or a corrected date on a paid due tells nobody.
 * The due's row is held, so of simultaneous changes only the first finds it unpaid.
 */
function receiptOf(before: TTuitionDue, after: TTuitionDue): TMessage | null {
  const { paidAt, method } = after;
  if (before.paid || paidAt === null || method === null) return null;
  return duePaidReceipt({ id: after.id, month: after.month, amount: after.amount, paidAt, method });
}

/** The receipt of a due's payment, recorded by staff or paid online (docs/product/tuition.md). */
export function duePaidReceipt(due: {
  id: number;
  month: string;
  amount: number;
  paidAt: string;
  method: NonNullable<TTuitionDue['method']>;
}): TMessage {
  const { paidAt } = due;
  const facts = { month: due.month, amount: due.amount, paidAt, method: due.method };
  const texts = tuitionPaidTexts(facts);
  return {
    // A payment undone and recorded again on another day is another receipt.
    key: `tuition:${due.id}:paid:${paidAt}`,
    app: { category: 'payment_due', texts },
    mail: (recipient) => noticeMail(recipient, texts),
    text: duePaidTextForm(facts),
  };
}

/** What the audit row keeps of a due before and after a change. */
function auditedFields(due: TTuitionDue) {
  return {
    amount: due.amount,
    price: due.price,
    siblingDiscount: due.siblingDiscount,
    adjustment: due.adjustment,
    paidAt: due.paidAt,
    method: due.method,
    note: due.note,
  };
}

export type UpdateTuitionDue = ReturnType<typeof createUpdateTuitionDue>;
