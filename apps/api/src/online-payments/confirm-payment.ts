import {
  PAYMENT_MESSAGES,
  type TPaymentConfirmInput,
  type TPaymentOutcome,
} from '@academy/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';
import { confirmClaimed, outcomeOf } from './payment-settlement.js';

/** The due an attempt paid, read again after it settled. */
async function doneOutcome(deps: OnlinePaymentDeps, orderId: string): Promise<TPaymentOutcome> {
  const attempt = await deps.attempts.findByOrderId(orderId);
  if (attempt?.state !== 'done') {
    throw new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.orderClosed);
  }
  return outcomeOf(attempt, attempt.due.paidAt ? toIsoDate(attempt.due.paidAt) : '');
}

/** How long, and how often, a confirm waits for one already under way (the webhook's, the job's). */
const SETTLE_WAIT = { tries: 20, everyMs: 250 } as const;

/**
 * The payer's browser came back while another caller (a second tab, the webhook, the
 * reconciliation job) holds the confirm: wait a bounded while for it to settle, so the payer
 * reads the outcome rather than "being confirmed"; still under way after 5 s: 409 as before.
 */
async function settledMeanwhile(deps: OnlinePaymentDeps, orderId: string) {
  for (let tried = 0; tried < SETTLE_WAIT.tries; tried += 1) {
    await sleep(SETTLE_WAIT.everyMs);
    const now = await deps.attempts.findByOrderId(orderId);
    if (now?.state !== 'confirming') return now;
  }
  return deps.attempts.findByOrderId(orderId);
}

/** Why an attempt that is not ready cannot be confirmed now. */
function notConfirmable(attempt: PaymentAttemptRow): AppError {
  return new AppError(
    'PAYMENT_NOT_CONFIRMABLE',
    attempt.state === 'confirming' ? PAYMENT_MESSAGES.confirming : PAYMENT_MESSAGES.orderClosed,
  );
}

/** The outcome of a confirm another caller holds, once it settled; 409 when it did not succeed. */
async function outcomeOnceSettled(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
): Promise<TPaymentOutcome> {
  const now = await settledMeanwhile(deps, attempt.orderId);
  if (now?.state === 'done') return doneOutcome(deps, attempt.orderId);
  throw notConfirmable(now ?? attempt);
}

/**
 * The browser is back from the payment window with `paymentKey`, `orderId` and `amount`
 * (docs/product/payments.md): the order must be the caller's and the amount the stored one
 * (a tampered amount approves nothing); Toss approves the STORED amount, and its answer marks
 * the due paid. Of simultaneous confirms one reaches Toss; a repeat of a done one is answered
 * with its outcome.
 */
export function createConfirmPayment(deps: OnlinePaymentDeps) {
  const { attempts, payments } = deps;
  return async function confirmPayment(
    memberId: number,
    input: TPaymentConfirmInput,
  ): Promise<TPaymentOutcome> {
    if (!payments) throw new AppError('ONLINE_PAYMENT_OFF', PAYMENT_MESSAGES.onlinePaymentOff);
    const attempt = await attempts.findByOrderId(input.orderId);
    if (!attempt || attempt.due.memberId !== memberId) {
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
    }
    if (input.amount !== attempt.amount) {
      throw new AppError('PAYMENT_AMOUNT_MISMATCH', PAYMENT_MESSAGES.amountMismatch);
    }
    if (attempt.state === 'done') return doneOutcome(deps, attempt.orderId);
    if (attempt.state === 'confirming') return outcomeOnceSettled(deps, attempt);
    if (attempt.state !== 'ready') throw notConfirmable(attempt);
    if (attempt.due.paidAt !== null || attempt.due.amount !== attempt.amount) {
      // Paid another way, or its amount changed since the order: approving would charge wrongly.
      await attempts.close(attempt.id, 'expired');
      throw new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.orderClosed);
    }
    if (!(await attempts.claim(attempt.id, input.paymentKey))) {
      return outcomeOnceSettled(deps, attempt);
    }
    await confirmClaimed(deps, payments.provider, attempt, input.paymentKey);
    return doneOutcome(deps, attempt.orderId);
  };
}

export type ConfirmPayment = ReturnType<typeof createConfirmPayment>;
