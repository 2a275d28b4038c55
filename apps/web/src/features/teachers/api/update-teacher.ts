import { teachersOperations } from '@academy/contracts';
import type { TStaffAccount, TUpdateTeacherRequest } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTeachersQueryKey } from './get-teachers';

export type TUpdateTeacherInput = { id: number; body: TUpdateTeacherRequest };
export type TUpdatedTeacher = { teacher: TStaffAccount; message: string };

/** PATCH /teachers/{id} with only the changed fields; resolves with the stored account. */
export async function updateTeacher({ id, body }: TUpdateTeacherInput): Promise<TUpdatedTeacher> {
  const { data, message } = await callOperationWithMessage(teachersOperations.updateStaffAccount, {
    params: { id },
    body,
  });
  return { teacher: data, message };
}

export function useUpdateTeacher() {
  return useRefreshingMutation(updateTeacher, [staffTeachersQueryKey], 'success');
}
