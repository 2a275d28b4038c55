import type { TPaymentRefund, TStaffPayment } from '@academy/contracts';
import type { StaffPaymentRow } from './staff-payment-repository.js';

type RefundRow = StaffPaymentRow['refunds'][number];

export function toPaymentRefund(row: RefundRow): TPaymentRefund {
  return {
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    state: row.state,
    staffName: row.staff?.name ?? null,
    failureCode: row.failureCode,
    createdAt: row.createdAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

/** An attempt as staff read it; only a done one has a balance left to refund. */
export function toStaffPayment(row: StaffPaymentRow): TStaffPayment {
  return {
    id: row.id,
    dueId: row.due.id,
    memberName: row.due.member.name,
    month: row.due.month,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    balance: row.state === 'done' ? row.amount - row.refundedAmount : 0,
    method: row.method,
    state: row.state,
    orderId: row.orderId,
    paymentKey: row.paymentKey,
    failureCode: row.failureCode,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    refunds: row.refunds.map(toPaymentRefund),
  };
}
