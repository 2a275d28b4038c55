import { staffOperations } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The staff accounts' list, read by the staff page and by the announcement's teacher choice. */
export const staffAccountsQueryKey = ['staff', 'teachers'] as const;

/** GET /teachers: every staff account, admins first, in the server's order. */
export async function getStaffAccountList(): Promise<TStaffAccount[]> {
  const { teachers } = await callOperation(staffOperations.listStaffAccounts);
  return teachers;
}

export function useStaffAccounts() {
  return useQuery({ queryKey: staffAccountsQueryKey, queryFn: getStaffAccountList });
}
