import { inquiryOperations } from '@academy/contracts';
import type { TInquiryCheckRequest, TInquiryDetail } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** POST /contact/check: the inquiry with its reply, for whoever knows its password. */
export function checkInquiry(body: TInquiryCheckRequest): Promise<TInquiryDetail> {
  return callOperation(inquiryOperations.checkInquiry, { body });
}

export function useCheckInquiry() {
  return useMutation({ mutationFn: checkInquiry });
}
