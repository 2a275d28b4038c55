import { paymentOperations } from '@academy/contracts';
import type { TRefundInput, TRefundOutcome } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { paymentsQueryKey } from './get-payments';

export type TRefundRequest = { id: number; body: TRefundInput };

/** POST /payments/{id}/refunds (admin): Toss cancels it; the server tells the payer. */
export function refundPayment({
  id,
  body,
}: TRefundRequest): Promise<{ data: TRefundOutcome; message: string }> {
  return callOperationWithMessage(paymentOperations.refundPayment, { params: { id }, body });
}

/** The list reloads before the refund resolves, whatever its answer. */
export function useRefundPayment() {
  return useRefreshingMutation(refundPayment, [paymentsQueryKey], 'settled');
}
