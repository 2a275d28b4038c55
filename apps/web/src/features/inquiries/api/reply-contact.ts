import { contactOperations } from '@academy/contracts';
import type { TContactReplyRequest } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { contactsQueryKey } from './get-contacts';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TContactReply = TContactReplyRequest & { id: number };

/** POST /contact/{id}/reply: saves the reply and marks the inquiry replied. */
export async function replyContact({ id, reply }: TContactReply): Promise<void> {
  await callOperation(contactOperations.replyToInquiry, { params: { id }, body: { reply } });
}

export function useReplyContact() {
  return useRefreshingMutation(replyContact, [contactsQueryKey, pendingCountsQueryKey], 'settled');
}
