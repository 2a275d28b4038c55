/** docs/product/overview.md: when staff answer the phone and inquiries. */
export const OFFICE_HOURS = {
  WEEKDAYS: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  OPEN_HOUR: 9,
  CLOSE_HOUR: 18,
} as const;

/** docs/product/overview.md: lesson hours printed in the footer. */
export const FOOTER_LESSON_HOURS = {
  WEEKDAY: { OPEN_HOUR: 10, CLOSE_HOUR: 22 },
  WEEKEND: { OPEN_HOUR: 9, CLOSE_HOUR: 18 },
} as const;

/** docs/product/overview.md: inquiry replies are promised within this many weekdays. */
export const REPLY_PROMISE_WEEKDAYS = { MIN: 1, MAX: 2 } as const;
