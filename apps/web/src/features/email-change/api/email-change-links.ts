import { memberOperations } from '@academy/contracts';
import type { TEmailChangeLinkRequest } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';

/** What a link's page shows once the server took the token: its own words, in the visitor's language. */
export type TLinkOutcome = { message: string };

/** POST /users/email/confirm: the address changes to the one the link was mailed to. */
export async function confirmEmailChange(body: TEmailChangeLinkRequest): Promise<TLinkOutcome> {
  const { message } = await callOperationWithMessage(memberOperations.confirmEmailChange, { body });
  return { message };
}

/** POST /users/email/undo: the change is cancelled, or the old address put back. */
export async function undoEmailChange(body: TEmailChangeLinkRequest): Promise<TLinkOutcome> {
  const { message } = await callOperationWithMessage(memberOperations.undoEmailChange, { body });
  return { message };
}
