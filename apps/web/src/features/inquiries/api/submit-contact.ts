import type { TContactSubmitRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The inquiry plus the honeypot, which must stay empty. */
export type TContactSubmitBody = TContactSubmitRequest & { website: string };

/** POST /contact/submit (docs/product/api.md). */
export async function submitContact(body: TContactSubmitBody): Promise<void> {
  await apiClient.post('/contact/submit', body);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
