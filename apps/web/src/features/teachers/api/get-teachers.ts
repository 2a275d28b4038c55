import { teachersOperations } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const staffTeachersQueryKey = ['staff', 'teachers'] as const;

/** GET /teachers: every staff account, admins first, in the server's order. */
export async function getTeachers(): Promise<TStaffAccount[]> {
  const { teachers } = await callOperation(teachersOperations.listStaffAccounts);
  return teachers;
}

export function useTeachers() {
  return useQuery({ queryKey: staffTeachersQueryKey, queryFn: getTeachers });
}
