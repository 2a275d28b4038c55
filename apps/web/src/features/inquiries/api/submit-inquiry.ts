import { inquiryOperations } from '@academy/contracts';
import type { TInquirySubmitRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The inquiry plus the honeypot, which must stay empty. */
export type TInquirySubmitBody = TInquirySubmitRequest & { website?: string };

/** POST /contact/submit (docs/product/api.md). */
export async function submitInquiry(body: TInquirySubmitBody): Promise<void> {
  await callOperation(inquiryOperations.submitInquiry, { body });
}

export function useSubmitInquiry() {
  return useMutation({ mutationFn: submitInquiry });
}
