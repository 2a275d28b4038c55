import { inquiryOperations } from '@academy/contracts';
import type { TInquiryReplyRequest } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { inquiriesQueryKey } from './get-inquiries';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TInquiryReply = TInquiryReplyRequest & { id: number };

/** POST /contact/{id}/reply: saves the reply and marks the inquiry replied. */
export async function replyInquiry({ id, reply }: TInquiryReply): Promise<void> {
  await callOperation(inquiryOperations.replyToInquiry, { params: { id }, body: { reply } });
}

export function useReplyInquiry() {
  return useRefreshingMutation(replyInquiry, [inquiriesQueryKey, pendingCountsQueryKey], 'settled');
}
