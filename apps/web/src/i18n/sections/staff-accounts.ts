import { useLanguage } from '../use-language';
import { enStaffAccounts } from './staff-accounts.en';
import { koStaffAccounts } from './staff-accounts.ko';

/**
 * The words of the staff accounts screen, in the active language. Not part of the dictionaries every page
 * downloads first (the guest pages' first download has a budget, docs/performance.md).
 */
export function useStaffAccountsCopy(): typeof koStaffAccounts {
  return useLanguage().language === 'ENG' ? enStaffAccounts : koStaffAccounts;
}
