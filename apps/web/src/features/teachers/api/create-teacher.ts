import { teachersOperations } from '@academy/contracts';
import type { TCreateTeacherRequest, TCreateTeacherResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { staffTeachersQueryKey } from './get-teachers';

/** POST /teachers; resolves with the new account and its one-time temporary password. */
export async function createTeacher(body: TCreateTeacherRequest): Promise<TCreateTeacherResponse> {
  return callOperation(teachersOperations.createStaffAccount, { body });
}

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffTeachersQueryKey }),
  });
}
