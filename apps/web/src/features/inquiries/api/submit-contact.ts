import { contactOperations } from '@academy/contracts';
import type { TContactSubmitRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The inquiry plus the honeypot, which must stay empty. */
export type TContactSubmitBody = TContactSubmitRequest & { website?: string };

/** POST /contact/submit (docs/product/api.md). */
export async function submitContact(body: TContactSubmitBody): Promise<void> {
  await callOperation(contactOperations.submitInquiry, { body });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
