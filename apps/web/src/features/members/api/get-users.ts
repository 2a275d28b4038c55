import { PAGING, ZApiEnvelope, ZUsersListResponse } from '@academy/contracts';
import type { TAdminUserListItem } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZUsersEnvelope = ZApiEnvelope(ZUsersListResponse);

export type TStaffUsers = { users: TAdminUserListItem[]; total: number };

export const staffUsersQueryKey = ['staff', 'users'] as const;

/**
 * GET /users with limit 1000 (docs/product/api.md, docs/product/constants.md): every member at once, already sorted by the server
 * by weekday, start time and name. The order is kept as it comes.
 */
export async function getUsers(): Promise<TStaffUsers> {
  const response = await apiClient.get<unknown>('/users', { params: { limit: PAGING.USERS } });
  const data = ZUsersEnvelope.parse(response.data).data;
  const users = data?.users ?? [];
  return { users, total: data?.pagination.total ?? users.length };
}

export function useUsers() {
  return useQuery({ queryKey: staffUsersQueryKey, queryFn: getUsers });
}
