/** docs/product/constants.md: at most 20 toasts at once; errors stay 4 s, successes 2 s. */
export const TOAST_LIMIT = 20;
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
