import { tuitionOperations } from '@academy/contracts';
import type { TBankTransferInput, TBankTransferSetting } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTuitionQueryKey } from './tuition-keys';

const bankTransferQueryKey = [...staffTuitionQueryKey, 'bank-transfer'] as const;

/** GET /tuition/bank-transfer: the academy's account (admins only). */
export function useBankTransfer() {
  return useQuery({
    queryKey: bankTransferQueryKey,
    queryFn: () => callOperation(tuitionOperations.getBankTransfer),
  });
}

/** PUT /tuition/bank-transfer (admins): resolves with the saved details and the message. */
export function setBankTransfer(
  body: TBankTransferInput,
): Promise<{ data: TBankTransferSetting; message: string }> {
  return callOperationWithMessage(tuitionOperations.setBankTransfer, { body });
}

export function useSetBankTransfer() {
  return useRefreshingMutation(setBankTransfer, [bankTransferQueryKey], 'settled');
}
