import { systemClock } from '../lib/clock.js';
import { PaymentProviderError, type TPayment } from '../payments/payment-provider.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';
import { confirmClaimed, settleFromPayment, type TSettled } from './payment-settlement.js';
import { reconcileWaitingAccount } from './reconcile-virtual-account.js';
import { askPendingRefunds } from './reconcile-refunds.js';

const MINUTE_MS = 60_000;
/**
 * An open attempt this long untouched was likely left behind. Short, since Toss drops an
 * authorised payment unconfirmed after 10 minutes; a return arriving meanwhile is safe, as
 * only one of them claims the attempt.
 */
export const RECONCILE_AFTER_MINUTES = 3;
/** An order Toss still does not know after this long was never paid: it expires. */
export const EXPIRE_AFTER_MINUTES = 60;
/** A waiting virtual account is looked up this often, in case its deposit callback was lost. */
export const RECHECK_ACCOUNT_MINUTES = 60;
/** Attempts one run looks up, of each kind: each costs a provider call. */
const BATCH = 50;

export interface TReconciled {
  checked: number;
  paid: number;
  expired: number;
  unreachable: number;
  /** Refunds whose answer was lost, asked again: done, failed, or still without an answer. */
  refunds: { done: number; failed: number; pending: number };
}

/**
 * Attempts left ready or confirming (docs/product/jobs.md): each is looked up at Toss by its
 * orderId and settled as a confirm is. An authorised payment whose return never came is
 * confirmed here with the stored amount (Toss drops it unconfirmed after 10 minutes); one Toss
 * never saw expires after EXPIRE_AFTER_MINUTES. Waiting virtual accounts are looked up too
 * (decision 0046). Two runs at once settle each attempt once.
 */
export function createReconcilePayments(deps: OnlinePaymentDeps) {
  const { attempts, payments, logger, now = systemClock } = deps;
  return async function reconcilePayments(): Promise<TReconciled> {
    const result: TReconciled = {
      checked: 0,
      paid: 0,
      expired: 0,
      unreachable: 0,
      refunds: { done: 0, failed: 0, pending: 0 },
    };
    if (!payments) return result;
    const at = now().getTime();
    const before = new Date(at - RECONCILE_AFTER_MINUTES * MINUTE_MS);
    result.refunds = await askPendingRefunds(deps, payments, before);
    const stale = await attempts.findStale(before, BATCH);
    // Virtual accounts wait days for their deposit: looked up hourly, or once past the deadline.
    const waiting = await attempts.findWaitingToCheck(
      { before, recheckBefore: new Date(at - RECHECK_ACCOUNT_MINUTES * MINUTE_MS), now: now() },
      BATCH,
    );
    const work = [
      ...stale.map((attempt) => ({
        attempt,
        settle: () => reconcileOne(deps, payments, attempt, at),
      })),
      ...waiting.map((attempt) => ({
        attempt,
        settle: () => reconcileWaitingAccount(deps, payments, attempt, at),
      })),
    ];
    for (const { attempt, settle } of work) {
      result.checked += 1;
      try {
        const settled = await settle();
        if (settled === 'paid') result.paid += 1;
        if (settled === 'closed') result.expired += 1;
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || !error.retryable) throw error;
        result.unreachable += 1;
        logger.warn({ orderId: attempt.orderId }, 'payment could not be looked up');
      }
    }
    return result;
  };
}

async function reconcileOne(
  deps: OnlinePaymentDeps,
  payments: TOnlinePayments,
  attempt: PaymentAttemptRow,
  at: number,
): Promise<TSettled> {
  const payment = await payments.provider.getByOrderId(attempt.orderId);
  if (payment?.status === 'IN_PROGRESS') return confirmLost(deps, payments, attempt, payment);
  if (payment) {
    const settled = await settleFromPayment(deps, attempt, payment);
    if (settled !== 'unchanged') return settled;
  }
  if (at - attempt.createdAt.getTime() < EXPIRE_AFTER_MINUTES * MINUTE_MS) return 'unchanged';
  await deps.attempts.close(attempt.id, 'expired');
  return 'closed';
}

/** Authorised but never confirmed: the browser's return was lost, or our confirm's answer. */
async function confirmLost(
  deps: OnlinePaymentDeps,
  payments: TOnlinePayments,
  attempt: PaymentAttemptRow,
  payment: TPayment,
): Promise<TSettled> {
  if (payment.totalAmount !== attempt.amount) return 'unchanged';
  const claimed =
    attempt.state === 'confirming' || (await deps.attempts.claim(attempt.id, payment.paymentKey));
  if (!claimed) return 'unchanged';
  try {
    return await confirmClaimed(deps, payments.provider, attempt, payment.paymentKey);
  } catch (error) {
    // A refusal closed the attempt already; no answer leaves it for the next run.
    deps.logger.warn({ orderId: attempt.orderId, err: error }, 'lost payment not confirmed');
    return 'unchanged';
  }
}

export type ReconcilePayments = ReturnType<typeof createReconcilePayments>;
