/** Bounds of the 알림톡 template screen and its sync (docs/product/text-messages.md). */
export const TEXT_MESSAGE_TEMPLATE_LIMITS = {
  /** Our codes are upper-case ASCII with underscores, at most 20 characters (text_messages). */
  CODE_MAX_LENGTH: 20,
  /** Test sends per admin per hour: each one is a paid message. */
  TEST_SENDS_PER_HOUR: 10,
} as const;

/** What a code may hold (the catalog's are `LESSON_APPLIED_KO`); any other is simply unknown (404). */
export const ALIMTALK_CODE_PATTERN = /^[A-Za-z0-9_]+$/;
/** A mobile number (010…), digits only: a 알림톡 reaches KakaoTalk on a mobile phone. */
export const MOBILE_PHONE_PATTERN = /^01\d{8,9}$/;
