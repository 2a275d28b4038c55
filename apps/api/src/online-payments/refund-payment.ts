import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, type TRefundInput, type TRefundOutcome } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import { toPaymentRefund, toStaffPayment } from './payment-mappers.js';
import type { PaymentRefundRow } from './payment-refund-repository.js';
import { askCancel } from './refund-settlement.js';
import type { StaffPaymentRepository } from './staff-payment-repository.js';

export type RefundDeps = OnlinePaymentDeps & { views: StaffPaymentRepository };

/**
 * The admin refunds a done online payment, whole or in part (docs/product/payments.md, decision
 * 0047). The attempt's row is held while the refund takes its amount off the balance and is
 * stored pending with its idempotency key, so simultaneous refunds queue and the CHECK on the
 * balance refuses any that would give back more than was paid. Toss is asked after the commit.
 */
export function createRefundPayment(deps: RefundDeps) {
  return async function refundPayment(
    staffId: number,
    attemptId: number,
    input: TRefundInput,
  ): Promise<TRefundOutcome> {
    const { payments } = deps;
    if (!payments) throw new AppError('ONLINE_PAYMENT_OFF', PAYMENT_MESSAGES.onlinePaymentOff);
    const pending = await reserveRefund(deps, staffId, attemptId, input);
    const asked = await askCancel(deps, payments.provider, pending);
    if (asked.state === 'failed') {
      throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.refundDeclined, {
        providerCode: asked.code,
      });
    }
    const payment = await deps.views.findOne(attemptId);
    const refund = payment?.refunds.find((each) => each.id === pending.id);
    if (!payment || !refund) throw new Error(`refund ${pending.id} vanished`);
    return { refund: toPaymentRefund(refund), payment: toStaffPayment(payment) };
  };
}

async function reserveRefund(
  deps: RefundDeps,
  staffId: number,
  attemptId: number,
  input: TRefundInput,
): Promise<PaymentRefundRow> {
  return deps.units.run(
    async ({ tx, audit }) => {
      const attempt = await deps.refunds.lockAttempt(tx, attemptId);
      if (!attempt) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
      const balance = attempt.state === 'done' ? attempt.amount - attempt.refundedAmount : 0;
      const amount = input.amount ?? balance;
      if (amount < 1 || amount > balance) {
        throw new AppError('REFUND_EXCEEDS_BALANCE', PAYMENT_MESSAGES.refundOverBalance);
      }
      // Toss sends a virtual account's money back only to an account the payer names.
      const account = input.refundAccount;
      if (attempt.method === 'virtual-account' && !account) {
        throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.refundAccountRequired);
      }
      const refund = await deps.refunds.reserve(tx, {
        attemptId,
        amount,
        reason: input.reason,
        idempotencyKey: randomUUID(),
        staffId,
        ...(attempt.method === 'virtual-account' && account
          ? {
              refundBank: account.bank,
              refundAccountNumber: account.accountNumber,
              refundHolderName: account.holderName,
            }
          : {}),
      });
      audit({
        action: 'payment.refund_requested',
        entityType: 'tuition_due',
        entityId: attempt.dueId,
        details: { orderId: attempt.orderId, refundId: refund.id, amount, reason: input.reason },
      });
      return refund;
    },
    { staffId },
  );
}

export type RefundPayment = ReturnType<typeof createRefundPayment>;
