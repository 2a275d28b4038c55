import {
  alimtalkAmount,
  alimtalkDate,
  alimtalkMonth,
  paymentRefundedTexts,
  toAcademyIsoDate,
} from '@academy/contracts';
import { noticeMail } from '../mail/personal-mail.js';
import { systemClock } from '../lib/clock.js';
import {
  PaymentProviderError,
  type TPayment,
  type TPaymentCancel,
  type TPaymentProvider,
} from '../payments/payment-provider.js';
import type { TMessage } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { CancelRecord, PaymentRefundRow } from './payment-refund-repository.js';

/** Where asking Toss to cancel a pending refund left it. */
export type TRefundAsked =
  { state: 'done' } | { state: 'pending' } | { state: 'failed'; code: string };

/** The payer's notice of a refund: app, mail and 알림톡 (docs/product/payments.md). */
export function refundNotice(refund: {
  id: number;
  amount: number;
  month: string;
  refundedOn: string;
}): TMessage {
  const texts = paymentRefundedTexts(refund);
  return {
    key: `payment-refund:${refund.id}`,
    app: { category: 'payment_due', texts },
    mail: (recipient) => noticeMail(recipient, texts),
    text: textForm('paymentRefunded', (language) => ({
      month: alimtalkMonth(refund.month, language),
      amount: alimtalkAmount(refund.amount, language),
      date: alimtalkDate(refund.refundedOn, language),
    })),
  };
}

/**
 * A pending refund is done: Toss's record kept, the due's refunded amount raised, the payer told
 * and an audit row, in one transaction. A repeat (the job and a webhook at once) changes nothing.
 */
export async function completeRefund(
  deps: OnlinePaymentDeps,
  refund: PaymentRefundRow,
  cancel: CancelRecord,
): Promise<boolean> {
  const { due } = refund.attempt;
  return deps.units.run(
    async ({ tx, notify, audit }) => {
      if (!(await deps.refunds.markDone(tx, refund.id, cancel))) return false;
      await deps.refunds.addToDue(tx, due.id, refund.amount);
      const refundedOn = toAcademyIsoDate(cancel.canceledAt);
      notify({ memberId: due.memberId }, refundNotice({ ...refund, month: due.month, refundedOn }));
      audit({
        action: 'payment.refunded',
        entityType: 'tuition_due',
        entityId: due.id,
        details: { orderId: refund.attempt.orderId, refundId: refund.id, amount: refund.amount },
      });
      return true;
    },
    { staffId: refund.staffId },
  );
}

/** Toss refused the cancel: the refund fails with Toss's code, its amount back in the balance. */
export async function failRefund(deps: OnlinePaymentDeps, refund: PaymentRefundRow, code: string) {
  await deps.units.run(
    async ({ tx, audit }) => {
      if (!(await deps.refunds.markFailed(tx, refund.id, code))) return;
      audit({
        action: 'payment.refund_failed',
        entityType: 'tuition_due',
        entityId: refund.attempt.due.id,
        details: { orderId: refund.attempt.orderId, refundId: refund.id, providerCode: code },
      });
    },
    { staffId: refund.staffId },
  );
}

/**
 * Asks Toss to cancel a pending refund with its own idempotency key, so the reconciliation job's
 * retry after a lost answer cancels once, and settles from the answer. No answer leaves it
 * pending; a refusal is final (decision 0047).
 */
export async function askCancel(
  deps: OnlinePaymentDeps,
  provider: TPaymentProvider,
  refund: PaymentRefundRow,
): Promise<TRefundAsked> {
  let payment: TPayment;
  try {
    payment = await provider.cancel({
      paymentKey: refund.attempt.paymentKey ?? '',
      reason: refund.reason,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
      ...receiveAccountOf(refund),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) return { state: 'pending' };
    const code = error.code ?? 'UNKNOWN';
    await failRefund(deps, refund, code);
    return { state: 'failed', code };
  }
  const known = await deps.refunds.transactionKeysOf(refund.attemptId);
  const cancel = payment.cancels.findLast(
    (each) => each.amount === refund.amount && !known.has(each.transactionKey),
  );
  if (!cancel) deps.logger.warn({ refundId: refund.id }, 'cancel answer without the refund');
  await completeRefund(deps, refund, recordOf(cancel, deps));
  return { state: 'done' };
}

/** The payer's account a virtual-account payment's refund goes to, while the refund is pending. */
function receiveAccountOf(refund: PaymentRefundRow) {
  const { refundBank: bank, refundAccountNumber: accountNumber, refundHolderName } = refund;
  if (!bank || !accountNumber || !refundHolderName) return {};
  return { refundReceiveAccount: { bank, accountNumber, holderName: refundHolderName } };
}

const recordOf = (cancel: TPaymentCancel | undefined, deps: OnlinePaymentDeps): CancelRecord => ({
  transactionKey: cancel?.transactionKey ?? null,
  canceledAt: cancel?.canceledAt ?? (deps.now ?? systemClock)(),
});
