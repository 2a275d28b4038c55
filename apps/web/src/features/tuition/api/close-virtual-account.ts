import { paymentOperations, type TMyTuitionDue } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { myTuitionQueryKey } from './tuition-keys';

/** DELETE /tuition/{id}/virtual-account: the payer gives the waiting account up (decision 0064). */
export function closeVirtualAccount(dueId: number): Promise<TMyTuitionDue> {
  return callOperation(paymentOperations.closeVirtualAccount, { params: { id: dueId } });
}

/**
 * The card offers the pay buttons again once the account is closed, or shows the due paid when a
 * deposit came first: the member's tuition is read again either way.
 */
export function useCloseVirtualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeVirtualAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTuitionQueryKey }),
  });
}
