/**
 * Bounds of a consultation note (docs/product/back-office.md#consultation-notes): its text in
 * characters; staff read a member's notes PAGE_SIZE at a time, up to MAX_PAGE pages.
 */
export const CONSULTATION_NOTE_LIMITS = {
  BODY: 2000,
  PAGE_SIZE: 10,
  MAX_PAGE: 100,
} as const;
