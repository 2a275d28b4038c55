/**
 * Bounds on a delivery report posted to POST /webhooks/solapi: how many messages one report may
 * name, and how long a message id may be (the outbox keeps the provider's ids in 100 characters).
 */
export const TEXT_MESSAGE_REPORT_LIMITS = {
  ITEMS_MAX: 500,
  MESSAGE_ID_MAX_LENGTH: 100,
} as const;
