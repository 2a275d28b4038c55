import { teachersOperations } from '@academy/contracts';
import type { TStaffAccount, TUpdateTeacherRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperationWithMessage } from '@/lib/call-operation';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffTeachersQueryKey }),
  });
}
