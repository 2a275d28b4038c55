import { paymentOperations } from '@academy/contracts';
import type { TVirtualAccount, TVirtualAccountRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { myTuitionQueryKey } from './tuition-keys';

/** POST /tuition/{id}/virtual-account: the account to pay the due into (the open one if any). */
export function issueVirtualAccount(input: {
  dueId: number;
  request: TVirtualAccountRequest;
}): Promise<TVirtualAccount> {
  return callOperation(paymentOperations.issueVirtualAccount, {
    params: { id: input.dueId },
    body: input.request,
  });
}

/** The card shows the account while it waits: the member's tuition is read again. */
export function useIssueVirtualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueVirtualAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTuitionQueryKey }),
  });
}
