import {
  PAYMENT_MESSAGES,
  toAcademyIsoDate,
  type TBilingualText,
  type TPaymentOutcome,
} from '@academy/contracts';
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
import { closeWaitingAccount } from './virtual-account-settlement.js';

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
    // A virtual account's payer is told it closed (decision 0046).
    if (isVirtualAccount(attempt)) return closeWaitingAccount(deps, attempt, payment.status);
    await deps.attempts.close(attempt.id, 'expired', payment.status);
    return 'closed';
  }
  // Cancels of a done payment are the webhook's (record-toss-cancels.ts, decision 0047).
  if (payment.status !== 'DONE') return 'unchanged';
  if (attempt.state === 'expired' || attempt.state === 'failed') {
    // A closed order (a virtual account staff closed, decision 0063) never pays the due: its
    // money is for the admin to sort out, as a payment of a due paid already is.
    deps.logger.warn({ orderId: attempt.orderId }, 'online payment of a closed order');
    return 'unchanged';
  }
  return markPaid(deps, attempt, payment);
}

async function markPaid(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  payment: TPayment,
): Promise<TSettled> {
  const { due } = attempt;
  const paidAt = toAcademyIsoDate(payment.approvedAt ?? (deps.now ?? systemClock)());
  // A deposit into a virtual account is a bank transfer in the staff's list (decision 0046).
  const method = isVirtualAccount(attempt) ? 'bank_transfer' : 'card';
  return deps.units.run(
    async ({ tx, notify, audit }) => {
      const done = await deps.attempts.markDone(tx, attempt.id, {
        paymentKey: payment.paymentKey,
        method: payment.method,
        approvedAt: payment.approvedAt,
      });
      if (!done) return 'already-done';
      // Staff may have recorded another payment meanwhile: the due keeps it, and no receipt.
      const paid = await deps.attempts.markDuePaid(tx, due.id, paidAt, method);
      if (paid) {
        const receipt = duePaidReceipt({ ...due, paidAt, method });
        // Keyed by the order too: a due paid online again the same day after a whole refund
        // gets its own receipt (decision 0065).
        notify(
          { memberId: due.memberId },
          { ...receipt, key: `${receipt.key}:${attempt.orderId}` },
        );
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
    throw await providerFailure(deps, attempt.id, error, PAYMENT_MESSAGES.declined);
  }
  return settleFromPayment(deps, attempt, payment);
}

/**
 * What a failed call to the provider for an attempt answers: no answer, 503 (the attempt stays
 * open for a look-up, as Toss may have acted); a refusal closes the attempt failed with the
 * provider's code and answers PAYMENT_DECLINED with `declined`. Any other error as it is.
 */
export async function providerFailure(
  deps: OnlinePaymentDeps,
  attemptId: number,
  error: unknown,
  declined: TBilingualText,
): Promise<unknown> {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.retryable) {
    return new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
  const providerCode = error.code ?? 'UNKNOWN';
  await deps.attempts.close(attemptId, 'failed', providerCode);
  return new AppError('PAYMENT_DECLINED', declined, { providerCode });
}

/** An attempt of a virtual account: the bank is chosen when it is made. */
export const isVirtualAccount = (attempt: { bankCode: string | null }): boolean =>
  attempt.bankCode !== null;

/** What the payer is told of a done attempt. */
export const outcomeOf = (attempt: PaymentAttemptRow, paidAt: string): TPaymentOutcome => ({
  dueId: attempt.due.id,
  month: attempt.due.month,
  amount: attempt.amount,
  paidAt,
});
