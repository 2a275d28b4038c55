import { teachersOperations } from '@academy/contracts';
import type { TCreateTeacherRequest, TCreateTeacherResponse } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTeachersQueryKey } from './get-teachers';

/** POST /teachers; resolves with the new account and its one-time temporary password. */
export async function createTeacher(body: TCreateTeacherRequest): Promise<TCreateTeacherResponse> {
  return callOperation(teachersOperations.createStaffAccount, { body });
}

export function useCreateTeacher() {
  return useRefreshingMutation(createTeacher, [staffTeachersQueryKey], 'success');
}
