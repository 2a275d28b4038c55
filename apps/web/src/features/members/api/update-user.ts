import { usersOperations } from '@academy/contracts';
import type { TAdminUserListItem, TUpdateUserRequest } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { teacherCalendarQueryKey } from '@/lib/staff-queries/teacher-schedule';
import { staffUsersQueryKey } from './get-users';

export type TUpdateUserInput = { userId: number; body: TUpdateUserRequest };
export type TUpdatedUser = { user: TAdminUserListItem; message: string };

/** PATCH /users/{id} with only the changed fields; resolves with the stored member. */
export async function updateUser({ userId, body }: TUpdateUserInput): Promise<TUpdatedUser> {
  const { data, message } = await callOperationWithMessage(usersOperations.updateUser, {
    params: { id: userId },
    body,
  });
  return { user: data, message };
}

export function useUpdateUser() {
  // A new weekly slot moves the member's lessons on the teacher's calendar.
  return useRefreshingMutation(
    updateUser,
    [staffUsersQueryKey, teacherCalendarQueryKey],
    'success',
  );
}
