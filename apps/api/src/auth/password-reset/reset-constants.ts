export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_WRONG_TRIES = 5;
/** After a code is verified, the new password must be set within this time. */
export const RESET_WINDOW_AFTER_VERIFY_MS = 10 * 60 * 1000;
