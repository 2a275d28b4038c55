import { PAYMENT_MESSAGES, type TAccountClosedReason } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import {
  PaymentProviderError,
  type TPayment,
  type TPaymentProvider,
} from '../payments/payment-provider.js';
import type { TClosedAccount, TWaitingAccounts } from '../tuition/waiting-account.js';
import type { TWork } from '../unit-of-work/unit-of-work.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';
import { settleFromPayment } from './payment-settlement.js';
import { accountClosedMessage } from './virtual-account-messages.js';

/** Sent to Toss as the cancel's reason, and kept on the attempt as why it closed. */
const CLOSE_REASON = '수강료 변경으로 가상계좌 종료';
const CLOSED_BY_STAFF = 'CLOSED_BY_STAFF';

/** Statuses of a payment that was paid into: the payer's deposit counts, the change waits. */
const PAID_INTO = new Set(['DONE', 'PARTIAL_CANCELED']);

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.accountCloseUnavailable);
const justPaid = () => new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.accountJustPaid);
const beingIssued = () =>
  new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.accountBeingIssued);

/**
 * Closing a due's waiting virtual account before staff change its amount or record its payment
 * (docs/product/payments.md, decision 0063), so the payer cannot pay the old amount into it, or
 * pay twice. Toss is asked outside any transaction, as refunds do; the attempt closes in the
 * staff change's own unit of work.
 */
export function createWaitingAccounts(deps: OnlinePaymentDeps): TWaitingAccounts {
  return {
    async closeAtProvider(dueId) {
      const attempt = await deps.attempts.findWaitingOfDue(dueId);
      if (!attempt) return null;
      const provider = deps.payments?.provider;
      if (!provider) throw unavailable();
      return closeAtToss(deps, provider, attempt);
    },
    recordClosed: (work, closed, reason) => recordClosed(deps, work, closed, reason),
    async assertNoneWaiting(tx, dueId) {
      if (await deps.attempts.findWaiting(tx, dueId)) throw beingIssued();
    },
  };
}

/**
 * Looks the payment up, then cancels it while it waits, with one idempotency key per account so
 * simultaneous changes close it once. A deposit that arrived first (Toss then refuses to cancel
 * without an account to refund into) is settled as its callback would, and the change refused.
 */
async function closeAtToss(
  deps: OnlinePaymentDeps,
  provider: TPaymentProvider,
  attempt: PaymentAttemptRow,
): Promise<TClosedAccount | null> {
  const found = await ask(() =>
    attempt.paymentKey === null
      ? provider.getByOrderId(attempt.orderId)
      : provider.get(attempt.paymentKey),
  );
  // Toss has not issued it yet: closing it now could leave an account issued after the change.
  if (!found) throw beingIssued();
  let payment = found;
  if (payment.status === 'WAITING_FOR_DEPOSIT') {
    try {
      payment = await provider.cancel({
        paymentKey: payment.paymentKey,
        reason: CLOSE_REASON,
        amount: attempt.amount,
        idempotencyKey: `close-virtual-account-${attempt.orderId}`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.retryable) throw unavailable();
      payment = (await ask(() => provider.get(found.paymentKey))) ?? found;
      if (!PAID_INTO.has(payment.status)) {
        throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.accountCloseRefused, {
          providerCode: error.code ?? 'UNKNOWN',
        });
      }
    }
  }
  return outcomeOf(deps, attempt, payment);
}

async function outcomeOf(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  payment: TPayment,
): Promise<TClosedAccount | null> {
  if (payment.status === 'CANCELED' && payment.orderId === attempt.orderId) {
    return { attemptId: attempt.id };
  }
  // Paid into, or expired at its deadline: settled from Toss's answer as every path settles it.
  await settleFromPayment(deps, attempt, payment);
  if (PAID_INTO.has(payment.status)) throw justPaid();
  if (payment.status === 'EXPIRED' || payment.status === 'ABORTED') return null;
  throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.accountCloseRefused, {
    providerCode: payment.status,
  });
}

/** A look-up at Toss; no answer is 503 and a refusal is Toss's, nothing changed either way. */
async function ask(call: () => Promise<TPayment | null>): Promise<TPayment | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) throw unavailable();
    throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.accountCloseRefused, {
      providerCode: error.code ?? 'UNKNOWN',
    });
  }
}

/**
 * The attempt closes `expired` (it can no longer be paid into) with why, and the payer is told,
 * in the staff change's transaction. The conditional update races a deposit's settlement: when
 * the deposit's transaction made it done first, the change is refused and rolls back.
 */
async function recordClosed(
  deps: OnlinePaymentDeps,
  { tx, notify, audit }: TWork,
  closed: TClosedAccount,
  reason: TAccountClosedReason,
): Promise<void> {
  const attempt = await deps.attempts.findWithDue(tx, closed.attemptId);
  if (!attempt) return;
  if (!(await deps.attempts.closeWaiting(tx, attempt.id, CLOSED_BY_STAFF))) {
    if ((await deps.attempts.stateOf(tx, attempt.id)) === 'done') throw justPaid();
    // Closed meanwhile by a simultaneous change (its payer told then): nothing more to do.
    return;
  }
  const { due } = attempt;
  notify(
    { memberId: due.memberId },
    accountClosedMessage({
      dueId: due.id,
      orderId: attempt.orderId,
      month: due.month,
      amount: attempt.amount,
      reason,
    }),
  );
  audit({
    action: 'tuition.virtual_account_closed',
    entityType: 'tuition_due',
    entityId: due.id,
    details: { orderId: attempt.orderId, status: CLOSED_BY_STAFF, reason: reason.kind },
  });
}
