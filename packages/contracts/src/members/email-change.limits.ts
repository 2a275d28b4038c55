/**
 * A change of e-mail address confirmed by a link (docs/product/email-change.md): how long its
 * links work and how often one account may start one.
 */
export const EMAIL_CHANGE = {
  /** The confirm link sent to the new address works this long. */
  LINK_TTL_HOURS: 24,
  /** The undo link sent to the old address works this long from the start, also once confirmed. */
  UNDO_DAYS: 7,
  /** Changes one account may start within START_WINDOW_MINUTES (429 beyond), as for codes. */
  MAX_STARTS: 3,
  START_WINDOW_MINUTES: 10,
} as const;

/** A link token: 32 random bytes in base64url, so exactly 43 characters of this alphabet. */
export const EMAIL_CHANGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The web pages the mailed links open. The token follows in the fragment (`#token=…`), which
 * browsers never send to a server, so it stays out of access logs and Referer headers.
 */
export const EMAIL_CHANGE_PAGES = {
  confirm: '/email-change/confirm',
  undo: '/email-change/undo',
} as const;
