import { usersOperations } from '@academy/contracts';
import type { TRequestEmailChangeRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** POST /users/request-email-change: mails a code to the new address. */
export async function requestEmailChange(body: TRequestEmailChangeRequest): Promise<void> {
  await callOperation(usersOperations.requestEmailChange, { body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
