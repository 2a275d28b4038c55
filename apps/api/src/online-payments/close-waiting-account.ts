import {
  PAYMENT_MESSAGES,
  type TAccountClosedReason,
  type TBilingualText,
} from '@academy/contracts';
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

/**
 * Who closes a waiting account (decisions 0063, 0064): what Toss is told, the failure code the
 * closed attempt keeps (so an audit and a look at the row tell a staff close from a payer's and
 * from an expiry), and the refusals in the words of the one who asked.
 */
export interface TAccountCloser {
  cancelReason: string;
  failureCode: string;
  refusals: {
    unavailable: TBilingualText;
    justPaid: TBilingualText;
    beingIssued: TBilingualText;
    refused: TBilingualText;
  };
}

/** Staff change the due's amount or record its payment (decision 0063). */
const BY_STAFF: TAccountCloser = {
  cancelReason: '수강료 변경으로 가상계좌 종료',
  failureCode: 'CLOSED_BY_STAFF',
  refusals: {
    unavailable: PAYMENT_MESSAGES.accountCloseUnavailable,
    justPaid: PAYMENT_MESSAGES.accountJustPaid,
    beingIssued: PAYMENT_MESSAGES.accountBeingIssued,
    refused: PAYMENT_MESSAGES.accountCloseRefused,
  },
};

/** The payer gives the account up to pay another way (decision 0064). */
export const BY_PAYER: TAccountCloser = {
  cancelReason: '회원 요청으로 가상계좌 종료',
  failureCode: 'CLOSED_BY_PAYER',
  refusals: {
    unavailable: PAYMENT_MESSAGES.payerCloseUnavailable,
    justPaid: PAYMENT_MESSAGES.payerJustDeposited,
    beingIssued: PAYMENT_MESSAGES.accountIssuing,
    refused: PAYMENT_MESSAGES.payerCloseRefused,
  },
};

/** Statuses of a payment that was paid into: the payer's deposit counts, the change waits. */
const PAID_INTO = new Set(['DONE', 'PARTIAL_CANCELED']);

const unavailable = (closer: TAccountCloser) =>
  new AppError('SERVICE_UNAVAILABLE', closer.refusals.unavailable);
const justPaid = (closer: TAccountCloser) =>
  new AppError('DUE_ALREADY_PAID', closer.refusals.justPaid);
const beingIssued = (closer: TAccountCloser) =>
  new AppError('PAYMENT_NOT_CONFIRMABLE', closer.refusals.beingIssued);
const refused = (closer: TAccountCloser, providerCode: string) =>
  new AppError('PAYMENT_DECLINED', closer.refusals.refused, { providerCode });

/**
 * Closing a due's waiting virtual account before staff change its amount or record its payment
 * (docs/product/payments.md, decision 0063), so the payer cannot pay the old amount into it, or
 * pay twice. Toss is asked outside any transaction, as refunds do; the attempt closes in the
 * staff change's own unit of work.
 */
export function createWaitingAccounts(deps: OnlinePaymentDeps): TWaitingAccounts {
  return {
    closeAtProvider: (dueId) => closeAtProvider(deps, dueId, BY_STAFF),
    async recordClosed(work, closed, reason) {
      const attempt = await recordClosedAttempt(deps, work, closed, BY_STAFF);
      if (!attempt) return;
      const { due } = attempt;
      work.notify(
        { memberId: due.memberId },
        accountClosedMessage({
          dueId: due.id,
          orderId: attempt.orderId,
          month: due.month,
          amount: attempt.amount,
          reason,
        }),
      );
      auditClosed(work, attempt, BY_STAFF, reason.kind);
    },
    async assertNoneWaiting(tx, dueId) {
      if (await deps.attempts.findWaiting(tx, dueId)) throw beingIssued(BY_STAFF);
    },
  };
}

/**
 * Closes the due's waiting account at Toss, outside any transaction: null when none waits (or it
 * had expired). Refuses in `closer`'s words, nothing changed: 409 when the payer has just
 * deposited (the deposit settled first) or the account is still being issued, PAYMENT_DECLINED
 * when Toss refuses, 503 when it cannot be reached.
 */
export async function closeAtProvider(
  deps: OnlinePaymentDeps,
  dueId: number,
  closer: TAccountCloser,
): Promise<TClosedAccount | null> {
  const attempt = await deps.attempts.findWaitingOfDue(dueId);
  if (!attempt) return null;
  const provider = deps.payments?.provider;
  if (!provider) throw unavailable(closer);
  return closeAtToss(deps, provider, attempt, closer);
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
  closer: TAccountCloser,
): Promise<TClosedAccount | null> {
  const found = await ask(closer, () =>
    attempt.paymentKey === null
      ? provider.getByOrderId(attempt.orderId)
      : provider.get(attempt.paymentKey),
  );
  // Toss has not issued it yet: closing it now could leave an account issued after the change.
  if (!found) throw beingIssued(closer);
  let payment = found;
  if (payment.status === 'WAITING_FOR_DEPOSIT') {
    try {
      payment = await provider.cancel({
        paymentKey: payment.paymentKey,
        reason: closer.cancelReason,
        amount: attempt.amount,
        idempotencyKey: `close-virtual-account-${attempt.orderId}`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.retryable) throw unavailable(closer);
      payment = (await ask(closer, () => provider.get(found.paymentKey))) ?? found;
      if (!PAID_INTO.has(payment.status)) throw refused(closer, error.code ?? 'UNKNOWN');
    }
  }
  return outcomeOf(deps, attempt, payment, closer);
}

async function outcomeOf(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  payment: TPayment,
  closer: TAccountCloser,
): Promise<TClosedAccount | null> {
  if (payment.status === 'CANCELED' && payment.orderId === attempt.orderId) {
    return { attemptId: attempt.id };
  }
  // Paid into, or expired at its deadline: settled from Toss's answer as every path settles it.
  await settleFromPayment(deps, attempt, payment);
  if (PAID_INTO.has(payment.status)) throw justPaid(closer);
  if (payment.status === 'EXPIRED' || payment.status === 'ABORTED') return null;
  throw refused(closer, payment.status);
}

/** A look-up at Toss; no answer is 503 and a refusal is Toss's, nothing changed either way. */
async function ask(
  closer: TAccountCloser,
  call: () => Promise<TPayment | null>,
): Promise<TPayment | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) throw unavailable(closer);
    throw refused(closer, error.code ?? 'UNKNOWN');
  }
}

/**
 * The attempt closes `expired` (it can no longer be paid into) with `closer`'s failure code, in
 * the caller's transaction; answers it with its due, or null when a simultaneous close recorded
 * it first (that one tells and audits). The conditional update races a deposit's settlement: when
 * the deposit's transaction made it done first, 409 and the caller's transaction rolls back.
 */
export async function recordClosedAttempt(
  deps: OnlinePaymentDeps,
  { tx }: Pick<TWork, 'tx'>,
  closed: TClosedAccount,
  closer: TAccountCloser,
) {
  const attempt = await deps.attempts.findWithDue(tx, closed.attemptId);
  if (!attempt) return null;
  if (!(await deps.attempts.closeWaiting(tx, attempt.id, closer.failureCode))) {
    if ((await deps.attempts.stateOf(tx, attempt.id)) === 'done') throw justPaid(closer);
    return null;
  }
  return attempt;
}

/** The audit row of a closed account: who closed it (the failure code) and why (`reason`). */
export function auditClosed(
  { audit }: Pick<TWork, 'audit'>,
  attempt: { orderId: string; due: { id: number } },
  closer: TAccountCloser,
  reason: TAccountClosedReason['kind'] | 'payer',
): void {
  audit({
    action: 'tuition.virtual_account_closed',
    entityType: 'tuition_due',
    entityId: attempt.due.id,
    details: { orderId: attempt.orderId, status: closer.failureCode, reason },
  });
}
