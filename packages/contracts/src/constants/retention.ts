/** docs/product/constants.md privacy policy retention periods. */
export const RETENTION = {
  CONTRACT_YEARS: 5,
  PAYMENT_YEARS: 5,
  COMPLAINT_YEARS: 3,
  USER_INFO_AFTER_WITHDRAWAL_YEARS: 1,
  POLICY_CHANGE_NOTICE_DAYS: 7,
} as const;

export const POLICY_EFFECTIVE_DATE = '2025-08-20';
