import { systemClock } from '../lib/clock.js';
import { PaymentProviderError, type TPayment } from '../payments/payment-provider.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';
import { confirmClaimed, settleFromPayment, type TSettled } from './payment-settlement.js';

const MINUTE_MS = 60_000;
/**
 * An open attempt this long untouched was likely left behind. Short, since Toss drops an
 * authorised payment unconfirmed after 10 minutes; a return arriving meanwhile is safe, as
 * only one of them claims the attempt.
 */
export const RECONCILE_AFTER_MINUTES = 3;
/** An order Toss still does not know after this long was never paid: it expires. */
export const EXPIRE_AFTER_MINUTES = 60;
/** Attempts one run looks up: each costs a provider call. */
const BATCH = 50;

export interface TReconciled {
  checked: number;
  paid: number;
  expired: number;
  unreachable: number;
}

/**
 * Attempts left ready or confirming (docs/product/jobs.md): each is looked up at Toss by its
 * orderId and settled as a confirm is. An authorised payment whose return never came is
 * confirmed here with the stored amount (Toss drops it unconfirmed after 10 minutes); one Toss
 * never saw expires after EXPIRE_AFTER_MINUTES. Two runs at once settle each attempt once.
 */
export function createReconcilePayments(deps: OnlinePaymentDeps) {
  const { attempts, payments, logger, now = systemClock } = deps;
  return async function reconcilePayments(): Promise<TReconciled> {
    const result: TReconciled = { checked: 0, paid: 0, expired: 0, unreachable: 0 };
    if (!payments) return result;
    const at = now().getTime();
    const stale = await attempts.findStale(
      new Date(at - RECONCILE_AFTER_MINUTES * MINUTE_MS),
      BATCH,
    );
    for (const attempt of stale) {
      result.checked += 1;
      try {
        const settled = await reconcileOne(deps, payments, attempt, at);
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
