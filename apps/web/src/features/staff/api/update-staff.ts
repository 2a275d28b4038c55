import { staffOperations } from '@academy/contracts';
import type { TStaffAccount, TUpdateStaffRequest } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffAccountsQueryKey } from './get-staff';

export type TUpdateStaffInput = { id: number; body: TUpdateStaffRequest };
export type TUpdatedStaff = { teacher: TStaffAccount; message: string };

/** PATCH /teachers/{id} with only the changed fields; resolves with the stored account. */
export async function updateStaff({ id, body }: TUpdateStaffInput): Promise<TUpdatedStaff> {
  const { data, message } = await callOperationWithMessage(staffOperations.updateStaffAccount, {
    params: { id },
    body,
  });
  return { teacher: data, message };
}

export function useUpdateStaff() {
  return useRefreshingMutation(updateStaff, [staffAccountsQueryKey], 'success');
}
