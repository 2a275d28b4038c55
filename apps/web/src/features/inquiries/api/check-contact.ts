import { contactOperations } from '@academy/contracts';
import type { TContactCheckRequest, TContactDetail } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** POST /contact/check: the inquiry with its reply, for whoever knows its password. */
export function checkContact(body: TContactCheckRequest): Promise<TContactDetail> {
  return callOperation(contactOperations.checkInquiry, { body });
}

export function useCheckContact() {
  return useMutation({ mutationFn: checkContact });
}
