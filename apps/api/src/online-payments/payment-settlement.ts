import { PAYMENT_MESSAGES, toAcademyIsoDate, type TPaymentOutcome } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import {
  PaymentProviderError,
  type TPayment,
  type TPaymentProvider,
} from '../payments/payment-provider.js';
import { duePaidReceipt } from '../tuition/update-tuition-due.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';

/** Statuses after which a payment never becomes DONE: its attempt ends unpaid. */
const ENDED_UNPAID = new Set(['ABORTED', 'EXPIRED', 'CANCELED']);

/** What settling an attempt from the provider's answer did. */
export type TSettled = 'paid' | 'already-done' | 'closed' | 'unchanged';

/**
 * The one way an attempt is settled, whoever learnt of the payment (the return, the webhook, the
 * reconciliation job): from the provider's own answer, never from what a browser or a webhook
 * body says. A DONE payment of this order and amount marks the attempt done and the due paid
 * with its receipt in one transaction; the conditional updates make a repeat change nothing.
 */
export async function settleFromPayment(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  payment: TPayment,
): Promise<TSettled> {
  if (payment.orderId !== attempt.orderId || payment.totalAmount !== attempt.amount) {
    deps.logger.warn({ orderId: attempt.orderId }, 'payment answer of another order ignored');
    return 'unchanged';
  }
  if (ENDED_UNPAID.has(payment.status) && attempt.state !== 'done') {
    await deps.attempts.close(attempt.id, 'expired', payment.status);
    return 'closed';
  }
  // Cancels of a done payment (refunds) are not handled yet (docs/product/payments.md).
  if (payment.status !== 'DONE') return 'unchanged';
  return markPaid(deps, attempt, payment);
}

async function markPaid(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  payment: TPayment,
): Promise<TSettled> {
  const { due } = attempt;
  const paidAt = toAcademyIsoDate(payment.approvedAt ?? (deps.now ?? systemClock)());
  return deps.units.run(
    async ({ tx, notify, audit }) => {
      const done = await deps.attempts.markDone(tx, attempt.id, {
        paymentKey: payment.paymentKey,
        method: payment.method,
        approvedAt: payment.approvedAt,
      });
      if (!done) return 'already-done';
      // Staff may have recorded another payment meanwhile: the due keeps it, and no receipt.
      const paid = await deps.attempts.markDuePaid(tx, due.id, paidAt);
      if (paid) {
        const receipt = { id: due.id, month: due.month, amount: due.amount, paidAt };
        notify({ memberId: due.memberId }, duePaidReceipt({ ...receipt, method: 'card' }));
      } else {
        deps.logger.warn({ orderId: attempt.orderId }, 'online payment of a due already paid');
      }
      audit({
        action: 'tuition.paid_online',
        entityType: 'tuition_due',
        entityId: due.id,
        details: { orderId: attempt.orderId, amount: attempt.amount, duePaid: paid },
      });
      return 'paid';
    },
    { staffId: null },
  );
}

/**
 * Asks the provider to approve a claimed attempt with its STORED amount, then settles from the
 * answer. A refusal ends the attempt failed with the provider's code; no answer leaves it
 * confirming for the reconciliation job, which looks it up (decision 0043).
 */
export async function confirmClaimed(
  deps: OnlinePaymentDeps,
  provider: TPaymentProvider,
  attempt: PaymentAttemptRow,
  paymentKey: string,
): Promise<TSettled> {
  let payment: TPayment;
  try {
    payment = await provider.confirm({
      paymentKey,
      orderId: attempt.orderId,
      amount: attempt.amount,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) {
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    const providerCode = error.code ?? 'UNKNOWN';
    await deps.attempts.close(attempt.id, 'failed', providerCode);
    throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.declined, { providerCode });
  }
  return settleFromPayment(deps, attempt, payment);
}

/** What the payer is told of a done attempt. */
export const outcomeOf = (attempt: PaymentAttemptRow, paidAt: string): TPaymentOutcome => ({
  dueId: attempt.due.id,
  month: attempt.due.month,
  amount: attempt.amount,
  paidAt,
});
