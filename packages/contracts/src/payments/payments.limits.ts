/** Bounds of paying a due online (docs/product/payments.md, decision 0043). */
export const ONLINE_PAYMENT_LIMITS = {
  /** Orders one due may get in an hour: a person retries a few times, a loop is cut. */
  ORDERS_PER_DUE_PER_HOUR: 10,
  /** Toss's orderId: 6-64 letters, digits, `-` and `_` (decision 0039). */
  ORDER_ID_MIN: 6,
  ORDER_ID_MAX: 64,
  PAYMENT_KEY_MAX: 200,
  /** Our bound on one payment (decision 0039). */
  AMOUNT_MAX: 100_000_000,
  /** A webhook body's text fields are read only up to these lengths. */
  WEBHOOK_FIELD_MAX: 200,
} as const;

/** The web's pages the payment window sends the browser back to (successUrl, failUrl). */
export const PAYMENT_RETURN_PATHS = {
  success: '/user/payments/success',
  fail: '/user/payments/fail',
} as const;

export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
