/**
 * The admin's message log (docs/product/text-messages.md, "The message log"): a page of PAGE_SIZE
 * messages, newest first. The outboxes keep a settled row about a month (MESSAGE_ROWS_KEPT_DAYS),
 * a few thousand rows at the academy's size, so MAX_PAGE pages reach every one of them and bound
 * what a caller may skip.
 */
export const TEXT_MESSAGE_LOG = { PAGE_SIZE: 50, MAX_PAGE: 1_000 } as const;

/** What the outbox says of a text message, as the log filters and shows it. */
export const TEXT_MESSAGE_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'fell_back',
  'failed',
  'cancelled',
] as const;

/** How a text message went: 알림톡, or the SMS / LMS it fell back to. */
export const TEXT_MESSAGE_CHANNELS = ['alimtalk', 'sms', 'lms'] as const;
