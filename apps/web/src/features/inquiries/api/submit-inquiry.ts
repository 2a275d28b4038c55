import { inquiryOperations } from '@academy/contracts';
import type { TInquiryReceipt, TInquirySubmitRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The inquiry plus the honeypot, which must stay empty. */
export type TInquirySubmitBody = TInquirySubmitRequest & { website?: string };

/** POST /contact/submit (docs/product/api.md): the inquiry's id and reference, null for a bot's. */
export function submitInquiry(body: TInquirySubmitBody): Promise<TInquiryReceipt> {
  return callOperation(inquiryOperations.submitInquiry, { body });
}

export function useSubmitInquiry() {
  return useMutation({ mutationFn: submitInquiry });
}
