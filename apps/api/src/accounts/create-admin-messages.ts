import { TEACHER_MESSAGES, type TBilingualText } from '@academy/contracts';

/** What pnpm admin:create tells the operator when the database refuses the account. */
export const CREATE_ADMIN_MESSAGES = {
  loginIdInUse: TEACHER_MESSAGES.loginIdInUse,
} as const satisfies Record<string, TBilingualText>;
