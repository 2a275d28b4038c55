import { PAGING, memberOperations } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import type { TMemberListFilterQuery } from '../hooks/use-member-filters';

export type TStaffMembers = { users: TMemberListItem[]; total: number };

export const staffMembersQueryKey = ['staff', 'users'] as const;

/**
 * GET /users with limit 1000 (docs/product/api.md, docs/product/constants.md): every member at once, already sorted by the server
 * by weekday, start time and name, narrowed by the filters in use (docs/product/back-office.md). The order is kept as it comes.
 */
export async function getMembers(filters: TMemberListFilterQuery = {}): Promise<TStaffMembers> {
  const { users, pagination } = await callOperation(memberOperations.listMembers, {
    query: { limit: PAGING.USERS, ...filters },
  });
  return { users, total: pagination.total };
}

/** The previous answer stays on screen while a changed filter is asked for. */
export function useMembers(filters: TMemberListFilterQuery = {}) {
  return useQuery({
    queryKey: [...staffMembersQueryKey, filters],
    queryFn: () => getMembers(filters),
    placeholderData: keepPreviousData,
  });
}
