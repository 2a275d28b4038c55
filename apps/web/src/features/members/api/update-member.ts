import { memberOperations } from '@academy/contracts';
import type { TMemberListItem, TUpdateMemberRequest } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { teacherCalendarQueryKey } from '@/lib/staff-queries/teacher-schedule';
import { staffMembersQueryKey } from './get-members';

export type TUpdateMemberInput = { userId: number; body: TUpdateMemberRequest };
export type TUpdatedMember = { user: TMemberListItem; message: string };

/** PATCH /users/{id} with only the changed fields; resolves with the stored member. */
export async function updateMember({ userId, body }: TUpdateMemberInput): Promise<TUpdatedMember> {
  const { data, message } = await callOperationWithMessage(memberOperations.updateMember, {
    params: { id: userId },
    body,
  });
  return { user: data, message };
}

export function useUpdateMember() {
  // A new weekly slot moves the member's lessons on the teacher's calendar.
  return useRefreshingMutation(
    updateMember,
    [staffMembersQueryKey, teacherCalendarQueryKey],
    'success',
  );
}
