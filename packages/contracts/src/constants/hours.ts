import { FOOTER_LESSON_HOURS, OFFICE_HOURS, REPLY_PROMISE_WEEKDAYS } from './office-hours';

/**
 * docs/product/constants.md hours. `*_SLOT_HOUR` bounds are inclusive start hours offered as buttons
 * (one-day 09..22 gives 14 slots); practice bookings must end by CLOSE_HOUR.
 */
export const HOURS = {
  ONEDAY: { FIRST_SLOT_HOUR: 9, LAST_SLOT_HOUR: 22, SLOT_COUNT: 14 },
  PRACTICE: { OPEN_HOUR: 9, CLOSE_HOUR: 22 },
  SCHEDULE_CHANGE: { FIRST_SLOT_HOUR: 11, LAST_SLOT_HOUR: 20, WINDOW_WEEKS: 4 },
  LESSON_MINUTES: 60,
  REGULAR_LESSON_BUSY_LOOKUP_DAYS: 30,
  OFFICE: OFFICE_HOURS,
  FOOTER_LESSON: FOOTER_LESSON_HOURS,
  REPLY_PROMISE_WEEKDAYS,
} as const;
