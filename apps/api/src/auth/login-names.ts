const PHONE_LIKE = /^[\d\s-]+$/;

/**
 * What a typed login id can name: an account's login id as typed, or a member's phone number
 * when it is written with digits, hyphens and spaces only. Login and its failure counter both
 * read the typed id through here, so every spelling of one phone number is one account.
 */
export function loginNames(typed: string): { loginId: string; phoneNumber: string | undefined } {
  return {
    loginId: typed,
    phoneNumber: PHONE_LIKE.test(typed) ? typed.replace(/\D/g, '') : undefined,
  };
}

/**
 * The counter of a name that belongs to no account: its spellings by case, spaces and hyphens
 * share one counter, as a phone number's spellings share its account's.
 */
export function unknownLoginName(typed: string): string {
  return loginNames(typed).phoneNumber ?? typed.toLowerCase().replace(/[\s-]/g, '');
}
