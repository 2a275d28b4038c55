import { FEEDBACK_MESSAGES, type TStaffAccount } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { StaffAccountsRepository } from './staff-accounts-repository.js';

/** Any staff member reads the academy's staff accounts. */
export function createGetStaffAccounts(accounts: StaffAccountsRepository) {
  return {
    list: (): Promise<TStaffAccount[]> => accounts.list(),
    async get(id: number): Promise<TStaffAccount> {
      const account = await accounts.findById(id);
      if (!account) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      return account;
    },
  };
}

export type GetStaffAccounts = ReturnType<typeof createGetStaffAccounts>;
