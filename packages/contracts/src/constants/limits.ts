export const PRACTICE = {
  ROOM_COUNT: 3,
  MIN_BOOKING_MINUTES: 60,
  DEFAULT_ROOM_ID: 1,
} as const;

export const PASSWORD = {
  ACCOUNT_MIN: 6,
  INQUIRY_MIN: 4,
  // bcrypt ignores everything after 72 bytes, so longer passwords would silently be truncated.
  MAX_BYTES: 72,
} as const;

/**
 * Login ids fit their database column; a phone number, even with hyphens, is far shorter. Longer
 * input names no account and is refused before anything counts or looks it up.
 */
export const LOGIN_ID_MAX_LENGTH = 50;

export const VERIFICATION_CODE_LENGTH = 6;

/** Password-reset codes (docs/product/states.md Forgot password): lifetime, wrong tries, and time to use them. */
export const VERIFICATION_CODE = {
  TTL_MINUTES: 10,
  MAX_WRONG_TRIES: 5,
  RESET_WINDOW_AFTER_VERIFY_MINUTES: 10,
} as const;

/** Guest inquiry lookup: wrong passwords before the inquiry locks, and for how long. */
export const INQUIRY_CHECK = {
  MAX_WRONG_TRIES: 5,
  LOCK_MINUTES: 15,
} as const;

/** Birth year must be above 1950 and the applicant at least 3 full years old. */
export const BIRTH = {
  MIN_YEAR_EXCLUSIVE: 1950,
  MIN_AGE: 3,
} as const;
