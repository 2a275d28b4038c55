import { memberOperations } from '@academy/contracts';
import type { TMemberListItem, TMemberOverview } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { staffMembersQueryKey } from './get-members';

/** Under the member list's key: a change to members reloads the member page too. */
export const staffMemberQueryKey = (id: number) => [...staffMembersQueryKey, 'member', id] as const;

/** GET /users/{id} as staff read it: the member list's shape (profile, slot, guardian). */
export async function getStaffMember(id: number): Promise<TMemberListItem> {
  const member = await callOperation(memberOperations.getMemberById, { params: { id } });
  if (!('status' in member)) throw new Error('Staff read a member in the member list shape');
  return member;
}

export function useStaffMember(id: number) {
  return useQuery({ queryKey: staffMemberQueryKey(id), queryFn: () => getStaffMember(id) });
}

/** GET /users/{id}/overview: a page of attendance, the latest dues and requests, the feed. */
export function getMemberOverview(id: number, attendancePage: number): Promise<TMemberOverview> {
  return callOperation(memberOperations.getMemberOverview, {
    params: { id },
    query: { attendancePage },
  });
}

/** The previous attendance page stays on screen while the next is asked for. */
export function useMemberOverview(id: number, attendancePage: number) {
  return useQuery({
    queryKey: [...staffMemberQueryKey(id), 'overview', attendancePage],
    queryFn: () => getMemberOverview(id, attendancePage),
    placeholderData: keepPreviousData,
  });
}
