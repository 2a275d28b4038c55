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

/** Bounds of paying a due into a virtual account (docs/product/payments.md, decision 0046). */
export const VIRTUAL_ACCOUNT_LIMITS = {
  /**
   * Hours an issued account takes a deposit: three days to reach a bank, well inside Toss's 30.
   * The monthly due is not cut short by it: an expired account is issued again on request.
   */
  VALID_HOURS: 72,
  /** A 소득공제 receipt's number: a mobile phone, 10-11 digits. */
  PHONE_MIN: 10,
  PHONE_MAX: 11,
  /** A 지출증빙 receipt's number: a business registration number, 10 digits. */
  BUSINESS_NUMBER_LENGTH: 10,
  /** The number as typed, hyphens and spaces included, before they are dropped. */
  RECEIPT_NUMBER_INPUT_MAX: 20,
  /**
   * Closes a payer may ask for in an hour (decision 0064): a parent changing their mind needs one
   * or two; a script cannot make the academy open and close accounts at Toss in a loop.
   */
  CLOSES_PER_ACCOUNT_PER_HOUR: 5,
} as const;
/** Bounds of refunds and of the staff's payments list (docs/product/payments.md, decision 0047). */
export const REFUND_LIMITS = {
  /** Toss's cancelReason: at most 200 characters. */
  REASON_MAX: 200,
  /** A refund account's number: 6-20 digits once hyphens and spaces are dropped. */
  ACCOUNT_DIGITS_MIN: 6,
  ACCOUNT_DIGITS_MAX: 20,
  ACCOUNT_INPUT_MAX: 30,
  /** The account holder's name. */
  HOLDER_MAX: 60,
} as const;

export const PAYMENT_LIST_PAGING = { DEFAULT_LIMIT: 20, MAX_LIMIT: 100 } as const;
