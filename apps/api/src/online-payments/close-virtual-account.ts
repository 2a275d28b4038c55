import { PAYMENT_MESSAGES, TUITION_MESSAGES, type TMyTuitionDue } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { withWaysToPay } from '../tuition/get-my-tuition.js';
import { toTuitionDue } from '../tuition/tuition-mappers.js';
import {
  auditClosed,
  BY_PAYER,
  closeAtProvider,
  recordClosedAttempt,
} from './close-waiting-account.js';
import type { TClosedAccount } from '../tuition/waiting-account.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';

/**
 * The payer gives a due's waiting virtual account up early, to pay it another way
 * (docs/product/payments.md, decision 0064). Who may is who may issue one: the due's member, or
 * their guardian acting for them; anyone else finds nothing, as the issue answers. The account
 * closes at Toss outside any transaction through the same closing staff changes use (0063), then
 * the attempt is recorded closed and audited in one unit of work. The payer needs no message
 * beyond the answer: the due as they see it, unpaid with no account, so the card is offered at once.
 */
export function createCloseVirtualAccount(deps: OnlinePaymentDeps) {
  const { units, tuition } = deps;
  /**
   * Simultaneous closes of one due in this process share one trip to Toss (one look-up, one
   * cancel); across processes the cancel's idempotency key still applies it once.
   */
  const trips = new Map<number, Promise<TClosedAccount | null>>();
  function closeOnce(dueId: number): Promise<TClosedAccount | null> {
    const running = trips.get(dueId);
    if (running) return running;
    const trip = closeAtProvider(deps, dueId, BY_PAYER).finally(() => trips.delete(dueId));
    trips.set(dueId, trip);
    return trip;
  }

  /** The due as the member sees it now; a paid one carries no account. */
  async function dueAsSeen(memberId: number, dueId: number): Promise<TMyTuitionDue> {
    const row = await tuition.findOne(dueId);
    if (!row || row.memberId !== memberId) {
      throw new AppError('NOT_FOUND', TUITION_MESSAGES.dueNotFound);
    }
    return withWaysToPay(toTuitionDue(row), []);
  }

  /**
   * A deposit reached the account first (settled as its callback settles it): the refusal
   * carries the paid due, so the page shows it paid without asking again.
   */
  const withPaidDue = (memberId: number, dueId: number) => async (error: unknown) => {
    if (!(error instanceof AppError) || error.code !== 'DUE_ALREADY_PAID') throw error;
    const due = await dueAsSeen(memberId, dueId);
    throw new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.payerJustDeposited, due);
  };

  /** No account waits: a deposit's callback may have paid the due since it was read. */
  async function noneWaiting(memberId: number, dueId: number): Promise<AppError> {
    const due = await dueAsSeen(memberId, dueId);
    return due.paid
      ? new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.payerJustDeposited, due)
      : new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.noWaitingAccount);
  }

  return async function closeVirtualAccount(
    memberId: number,
    dueId: number,
  ): Promise<TMyTuitionDue> {
    if (!deps.payments) throw new AppError('ONLINE_PAYMENT_OFF', PAYMENT_MESSAGES.onlinePaymentOff);
    // Checked before Toss is asked: another member's due, or an unknown one, reveals nothing.
    const seen = await dueAsSeen(memberId, dueId);
    if (seen.paid) {
      throw new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.dueAlreadyPaid, seen);
    }
    const paid = withPaidDue(memberId, dueId);
    // Outside the transaction, as no transaction waits on the network (decision 0047).
    const closed = await closeOnce(dueId).catch(paid);
    if (!closed) throw await noneWaiting(memberId, dueId);
    await units
      .run(
        async (work) => {
          const attempt = await recordClosedAttempt(deps, work, closed, BY_PAYER);
          // Recorded by a simultaneous close (audited there): closed all the same.
          if (attempt) auditClosed(work, attempt, BY_PAYER, 'payer');
        },
        { staffId: null },
      )
      .catch(paid);
    return dueAsSeen(memberId, dueId);
  };
}

export type CloseVirtualAccount = ReturnType<typeof createCloseVirtualAccount>;
