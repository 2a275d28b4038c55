import { tuitionOperations } from '@academy/contracts';
import type { TTuitionDue, TTuitionUpdate } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTuitionQueryKey } from './tuition-keys';

export type TDueUpdate = { id: number; body: TTuitionUpdate };

/**
 * PATCH /tuition/{id}: marks a due paid, undoes the payment or adjusts the amount; resolves
 * with the saved due and the server's message (empty when none came).
 */
export function updateDue({
  id,
  body,
}: TDueUpdate): Promise<{ data: TTuitionDue; message: string }> {
  return callOperationWithMessage(tuitionOperations.updateTuitionDue, { params: { id }, body });
}

/** The list, its totals and the header badge reload before the change resolves. */
export function useUpdateDue() {
  return useRefreshingMutation(updateDue, [staffTuitionQueryKey], 'settled');
}
