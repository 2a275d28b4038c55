import type { TOnlinePayments } from '../payments/online-payments.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import { askCancel } from './refund-settlement.js';

/** Pending refunds one run asks again: each costs a provider call. */
const BATCH = 50;

/**
 * Refunds left pending because Toss's answer was lost (decision 0047): each is asked again with
 * its own idempotency key, so a cancel Toss made already is answered again, not made twice.
 */
export async function askPendingRefunds(
  deps: OnlinePaymentDeps,
  payments: TOnlinePayments,
  before: Date,
): Promise<{ done: number; failed: number; pending: number }> {
  const counts = { done: 0, failed: 0, pending: 0 };
  for (const refund of await deps.refunds.findStalePending(before, BATCH)) {
    const asked = await askCancel(deps, payments.provider, refund);
    counts[asked.state] += 1;
    if (asked.state === 'pending') {
      deps.logger.warn({ refundId: refund.id }, 'refund could not be asked again');
    }
  }
  return counts;
}
