import { staffOperations } from '@academy/contracts';
import type { TCreateStaffRequest, TCreateStaffResponse } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffAccountsQueryKey } from './get-staff';

/** POST /teachers; resolves with the new account and its one-time temporary password. */
export async function createStaff(body: TCreateStaffRequest): Promise<TCreateStaffResponse> {
  return callOperation(staffOperations.createStaffAccount, { body });
}

export function useCreateStaff() {
  return useRefreshingMutation(createStaff, [staffAccountsQueryKey], 'success');
}
