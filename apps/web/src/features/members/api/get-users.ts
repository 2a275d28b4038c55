import { PAGING, usersOperations } from '@academy/contracts';
import type { TAdminUserListItem } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TStaffUsers = { users: TAdminUserListItem[]; total: number };

export const staffUsersQueryKey = ['staff', 'users'] as const;

/**
 * GET /users with limit 1000 (docs/product/api.md, docs/product/constants.md): every member at once, already sorted by the server
 * by weekday, start time and name. The order is kept as it comes.
 */
export async function getUsers(): Promise<TStaffUsers> {
  const { users, pagination } = await callOperation(usersOperations.listUsers, {
    query: { limit: PAGING.USERS },
  });
  return { users, total: pagination.total };
}

export function useUsers() {
  return useQuery({ queryKey: staffUsersQueryKey, queryFn: getUsers });
}
