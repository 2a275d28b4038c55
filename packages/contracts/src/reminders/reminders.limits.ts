/** docs/product/reminders.md: how far ahead a reminder looks, and how much one run may do. */
export const REMINDER_WINDOW = {
  /** A lesson is reminded once it starts within this many hours. */
  HOURS_AHEAD: 24,
  /** Weekly slots and moved lessons one run reads at most. */
  MAX_SLOTS_PER_RUN: 2000,
  /** Reminders one run sends at most; the rest go on the next run, 15 minutes later. */
  MAX_REMINDERS_PER_RUN: 500,
  /** One-day classes one run reads at most. */
  MAX_ONEDAY_PER_RUN: 200,
} as const;
