import {
  receiptNumberOf,
  RECEIPT_MESSAGES,
  ZCashReceiptType,
  type TReceipt,
  type TRequestedCashReceipt,
} from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import { toIsoDate } from '../../lib/iso-date.js';
import { requireAcademyDetails, type ReceiptDeps } from './receipt-deps.js';

/** The cash receipt kept on the attempt that paid the due, if one was asked for. */
function requestedCashReceiptOf(
  payment: { cashReceiptType: string | null; cashReceiptNumber: string | null } | undefined,
): TRequestedCashReceipt | null {
  const type = ZCashReceiptType.safeParse(payment?.cashReceiptType);
  if (!type.success || !payment?.cashReceiptNumber) return null;
  return { type: type.data, maskedNumber: payment.cashReceiptNumber };
}

/**
 * A paid due's receipt. `memberId` is the member whose due it must be (a member's own, or their
 * child's when a guardian acts for them); null for staff, who may read any. A due that is
 * unpaid or someone else's is 404 before the academy details are looked at, so a stranger
 * learns nothing of it.
 */
export function createGetReceipt(deps: ReceiptDeps) {
  return async function getReceipt(dueId: number, memberId: number | null): Promise<TReceipt> {
    const due = await deps.receipts.findPaidDue(dueId, memberId);
    if (!due?.paidAt || !due.method) {
      throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.receiptNotFound);
    }
    const academy = await requireAcademyDetails(deps);
    return {
      receiptNumber: receiptNumberOf(due.id, due.month),
      academy,
      dueId: due.id,
      memberName: due.member.name,
      month: due.month,
      amount: due.amount,
      method: due.method,
      paidAt: toIsoDate(due.paidAt),
      cashReceipt: requestedCashReceiptOf(due.payments[0]),
    };
  };
}

export type GetReceipt = ReturnType<typeof createGetReceipt>;
