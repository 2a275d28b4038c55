import { randomUUID } from 'node:crypto';
import { REFUND_LIMITS, toAcademyIsoDate } from '@academy/contracts';
import type { TPayment, TPaymentCancel } from '../payments/payment-provider.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';
import { completeRefund, refundNotice } from './refund-settlement.js';

/** Statuses of a payment some of which was cancelled. */
export const CANCELED_STATUSES = new Set(['CANCELED', 'PARTIAL_CANCELED']);

/**
 * The cancels of a done payment that we do not hold yet, learnt from Toss's own answer (the
 * webhook fetched it): one made in Toss's dashboard is recorded done without staff, once by its
 * transactionKey; one answering a refund of ours left pending (its answer lost) settles that
 * refund instead. Answers how many were new (decision 0047).
 */
export async function recordTossCancels(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  payment: TPayment,
): Promise<number> {
  if (payment.orderId !== attempt.orderId || attempt.state !== 'done') return 0;
  let recorded = 0;
  for (const cancel of payment.cancels) {
    if (await deps.refunds.isKnownCancel(cancel.transactionKey)) continue;
    const pending = await deps.refunds.findPendingOf(attempt.id, cancel.amount);
    const record = { transactionKey: cancel.transactionKey, canceledAt: cancel.canceledAt };
    const done = pending
      ? await completeRefund(deps, pending, record)
      : await recordOutside(deps, attempt, cancel);
    if (done) recorded += 1;
  }
  return recorded;
}

/** A cancel we never asked for: it counts against the balance, and the payer is told. */
async function recordOutside(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  cancel: TPaymentCancel,
): Promise<boolean> {
  const { due } = attempt;
  return deps.units.run(
    async ({ tx, notify, audit }) => {
      const refund = await deps.refunds.recordOutside(
        tx,
        {
          attemptId: attempt.id,
          amount: cancel.amount,
          reason: cancel.reason.slice(0, REFUND_LIMITS.REASON_MAX) || '-',
          idempotencyKey: `toss_${randomUUID()}`,
          staffId: null,
        },
        { transactionKey: cancel.transactionKey, canceledAt: cancel.canceledAt },
      );
      if (!refund) return false;
      // Toss cancels at most what is left, so the CHECK on the balance holds here too.
      await deps.refunds.takeFromBalance(tx, attempt.id, cancel.amount);
      await deps.refunds.addToDue(tx, due.id, cancel.amount);
      const refundedOn = toAcademyIsoDate(cancel.canceledAt);
      notify(
        { memberId: due.memberId },
        refundNotice({ id: refund.id, amount: cancel.amount, month: due.month, refundedOn }),
      );
      audit({
        action: 'payment.refunded_at_toss',
        entityType: 'tuition_due',
        entityId: due.id,
        details: { orderId: attempt.orderId, refundId: refund.id, amount: cancel.amount },
      });
      return true;
    },
    { staffId: null },
  );
}
