import { paymentOperations } from '@academy/contracts';
import type { TPaymentAttemptState, TPaymentList } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

/** Every month, page and filter of the staff's payments list lives under this key. */
export const paymentsQueryKey = ['staff', 'payments'] as const;

export type TPaymentsParams = TRequestPage<TPaymentAttemptState> & { month: string };

/** GET /payments (staff): one page of a month's online payments. */
export function getPayments({ month, page, status }: TPaymentsParams): Promise<TPaymentList> {
  return callOperation(paymentOperations.listPayments, {
    query: { month, page, ...(status === 'all' ? {} : { state: status }) },
  });
}

export function usePayments(params: TPaymentsParams) {
  return useListPage([...paymentsQueryKey, params], () => getPayments(params));
}
