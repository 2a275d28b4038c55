import { tuitionOperations } from '@academy/contracts';
import type { TSiblingDiscount } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTuitionQueryKey } from './tuition-keys';

const siblingDiscountQueryKey = [...staffTuitionQueryKey, 'sibling-discount'] as const;

/** GET /tuition/sibling-discount: the admin's setting (staff read it). */
export function useSiblingDiscount() {
  return useQuery({
    queryKey: siblingDiscountQueryKey,
    queryFn: () => callOperation(tuitionOperations.getSiblingDiscount),
  });
}

/** PUT /tuition/sibling-discount (admins): resolves with the saved setting and the message. */
export function setSiblingDiscount(
  body: TSiblingDiscount,
): Promise<{ data: TSiblingDiscount; message: string }> {
  return callOperationWithMessage(tuitionOperations.setSiblingDiscount, { body });
}

export function useSetSiblingDiscount() {
  return useRefreshingMutation(setSiblingDiscount, [siblingDiscountQueryKey], 'settled');
}
