/** Bounds of the academy details printed on receipts (docs/product/receipts.md). */
export const ACADEMY_DETAILS_LIMITS = {
  LEGAL_NAME_MAX: 100,
  REPRESENTATIVE_MAX: 50,
  ADDRESS_MAX: 200,
  /** Digits and single dashes; 9 to 12 digits covers 02-123-4567 to 0505-1234-5678. */
  PHONE_MAX: 20,
  PHONE_DIGITS_MIN: 9,
  PHONE_DIGITS_MAX: 12,
} as const;

/**
 * The years a tuition payment certificate may cover: from the first year the academy kept dues
 * (TUITION_MONTH_WINDOW.FIRST) to the current Seoul year.
 */
export const CERTIFICATE_FIRST_YEAR = 2020;

/**
 * PDFs one account may download in a window: a PDF is drawn on each request with a large CJK
 * font, so a script cannot make the server draw them without end.
 */
export const RECEIPT_DOWNLOAD_LIMITS = { PER_WINDOW: 30, WINDOW_MINUTES: 10 } as const;
