import { PAGING, memberOperations } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TStaffMembers = { users: TMemberListItem[]; total: number };

export const staffMembersQueryKey = ['staff', 'users'] as const;

/**
 * GET /users with limit 1000 (docs/product/api.md, docs/product/constants.md): every member at once, already sorted by the server
 * by weekday, start time and name. The order is kept as it comes.
 */
export async function getMembers(): Promise<TStaffMembers> {
  const { users, pagination } = await callOperation(memberOperations.listMembers, {
    query: { limit: PAGING.USERS },
  });
  return { users, total: pagination.total };
}

export function useMembers() {
  return useQuery({ queryKey: staffMembersQueryKey, queryFn: getMembers });
}
