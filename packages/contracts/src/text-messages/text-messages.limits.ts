/**
 * Kakao's rules for 알림톡 templates, as the providers (Solapi, NHN Cloud) document them
 * (docs/product/text-messages.md): the content, variables and URLs included, is at most 1,000
 * characters; a template has at most 5 buttons, whose names hold no variable.
 */
export const ALIMTALK_LIMITS = {
  CONTENT_MAX_LENGTH: 1000,
  BUTTONS_MAX: 5,
  BUTTON_NAME_MAX_LENGTH: 14,
  /** Our own codes; NHN Cloud caps template codes at 20 characters, so ours stay within it. */
  TEMPLATE_CODE_MAX_LENGTH: 20,
} as const;

/**
 * The text-message fallback: an SMS holds 90 bytes, an LMS 2,000, counted as the carriers do
 * (EUC-KR: a Korean character is 2 bytes, an ASCII one 1). 1,000 characters always fit an LMS.
 */
export const SMS_LIMITS = { SMS_MAX_BYTES: 90, LMS_MAX_BYTES: 2000 } as const;
