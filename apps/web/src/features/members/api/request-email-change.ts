import type { TRequestEmailChangeRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /users/request-email-change: mails a code to the new address. */
export async function requestEmailChange(body: TRequestEmailChangeRequest): Promise<void> {
  await apiClient.post('/users/request-email-change', body);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
