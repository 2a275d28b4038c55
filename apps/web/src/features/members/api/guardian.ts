import { familyOperations } from '@academy/contracts';
import type {
  TChildLogin,
  TChildLoginRequest,
  TGuardianLink,
  TLinkGuardianRequest,
} from '@academy/contracts';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffMembersQueryKey } from './get-members';

export type TLinkGuardianInput = { userId: number; body: TLinkGuardianRequest };
export type TGuardianChange = { link: TGuardianLink; message: string };

/** PUT /users/{id}/guardian: the member registered with that phone becomes the child's guardian. */
export async function linkGuardian({ userId, body }: TLinkGuardianInput): Promise<TGuardianChange> {
  const { data, message } = await callOperationWithMessage(familyOperations.linkGuardian, {
    params: { id: userId },
    body,
  });
  return { link: data, message };
}

/** DELETE /users/{id}/guardian: the child has no guardian any more. */
export async function unlinkGuardian(userId: number): Promise<TGuardianChange> {
  const { data, message } = await callOperationWithMessage(familyOperations.unlinkGuardian, {
    params: { id: userId },
  });
  return { link: data, message };
}

/** The member list names each child's guardian, so it reloads after either change. */
export function useLinkGuardian() {
  return useRefreshingMutation(linkGuardian, [staffMembersQueryKey], 'success');
}

export function useUnlinkGuardian() {
  return useRefreshingMutation(unlinkGuardian, [staffMembersQueryKey], 'success');
}

/** POST /users/{id}/login: a child's own login, with the temporary password shown once. */
export async function giveChildLogin(input: {
  userId: number;
  body: TChildLoginRequest;
}): Promise<TChildLogin> {
  return callOperation(familyOperations.giveChildLogin, {
    params: { id: input.userId },
    body: input.body,
  });
}

/** The member list tells who signs in themselves, so it reloads after. */
export function useGiveChildLogin() {
  return useRefreshingMutation(giveChildLogin, [staffMembersQueryKey], 'success');
}
