import { ZAdminUserListItem, ZApiEnvelope } from '@academy/contracts';
import type { TAdminUserListItem, TUpdateUserRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teacherCalendarQueryKey } from '@/lib/staff-queries/teacher-schedule';
import { staffUsersQueryKey } from './get-users';

const ZUpdatedUserEnvelope = ZApiEnvelope(ZAdminUserListItem);

export type TUpdateUserInput = { userId: number; body: TUpdateUserRequest };
export type TUpdatedUser = { user: TAdminUserListItem; message: string };

/** PATCH /users/{id} with only the changed fields; resolves with the stored member. */
export async function updateUser({ userId, body }: TUpdateUserInput): Promise<TUpdatedUser> {
  const response = await apiClient.patch<unknown>(`/users/${userId}`, body);
  const parsed = ZUpdatedUserEnvelope.parse(response.data);
  if (!parsed.data) throw new Error('PATCH /users/:id answered without data');
  return { user: parsed.data, message: parsed.message.trim() };
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffUsersQueryKey });
      // A new weekly slot moves the member's lessons on the teacher's calendar.
      void queryClient.invalidateQueries({ queryKey: teacherCalendarQueryKey });
    },
  });
}
