import type { TBilingualText } from '@academy/contracts';

/** What pnpm admin:create tells the operator when the database refuses the account. */
export const CREATE_ADMIN_MESSAGES = {
  loginIdInUse: {
    ko: '이미 사용 중인 아이디입니다(직원 또는 회원). 다른 아이디를 입력해주세요.',
    en: 'This login ID is already used by a staff member or a member. Please choose another.',
  },
} as const satisfies Record<string, TBilingualText>;
