import { paymentOperations } from '@academy/contracts';
import type { TPaymentConfirmInput, TPaymentOrder, TPaymentOutcome } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** POST /tuition/{id}/payments: the order the payment window opens, made by the server. */
export function createPaymentOrder(dueId: number): Promise<TPaymentOrder> {
  return callOperation(paymentOperations.createPaymentOrder, { params: { id: dueId } });
}

export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: createPaymentOrder });
}

/** POST /payments/confirm: what the window's successUrl carried; the server approves it. */
export function confirmPayment(input: TPaymentConfirmInput): Promise<TPaymentOutcome> {
  return callOperation(paymentOperations.confirmPayment, { body: input });
}
