/**
 * The months the text-message usage may be asked for (docs/product/text-messages.md, "The
 * month's counts and cost"): from FIRST to MONTHS_AHEAD months after the current Seoul month.
 */
export const TEXT_MESSAGE_USAGE_MONTHS = { FIRST: '2020-01', MONTHS_AHEAD: 1 } as const;

/**
 * How long both outboxes keep a settled row (the outbox jobs forget older ones): a month that
 * started longer ago than this is counted from what is left of it.
 */
export const MESSAGE_ROWS_KEPT_DAYS = 30;
