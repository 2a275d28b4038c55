export {
  getStaffAccountList,
  staffAccountsQueryKey,
  useStaffAccounts,
} from '@/lib/staff-queries/staff-accounts';
