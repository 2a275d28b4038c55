import { STAFF_ACCOUNT_MESSAGES, type TBilingualText } from '@academy/contracts';

/** What pnpm admin:create tells the operator when the database refuses the account. */
export const CREATE_ADMIN_MESSAGES = {
  loginIdInUse: STAFF_ACCOUNT_MESSAGES.loginIdInUse,
} as const satisfies Record<string, TBilingualText>;
