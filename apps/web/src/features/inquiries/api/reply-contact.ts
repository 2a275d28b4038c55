import { contactOperations } from '@academy/contracts';
import type { TContactReplyRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { contactsQueryKey } from './get-contacts';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TContactReply = TContactReplyRequest & { id: number };

/** POST /contact/{id}/reply: saves the reply and marks the inquiry replied. */
export async function replyContact({ id, reply }: TContactReply): Promise<void> {
  await callOperation(contactOperations.replyToInquiry, { params: { id }, body: { reply } });
}

export function useReplyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyContact,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
        queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey }),
      ]),
  });
}
