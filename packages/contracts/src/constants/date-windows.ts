/**
 * Days before and after today (Asia/Seoul) a date may lie; both ends count. Without
 * PAST_DAYS only the future is bounded.
 */
export type TDateWindow = { readonly PAST_DAYS?: number; readonly FUTURE_DAYS: number };

const YEAR_DAYS = 366;

/**
 * How far from today each kind of date the API accepts may lie: far enough for what the
 * screens plan and show, near enough that no date reaches the end of the four-digit years
 * (a date of year 9999 once sent a date loop past it). Schedule-change dates keep to
 * HOURS.SCHEDULE_CHANGE.WINDOW_WEEKS instead.
 */
export const DATE_WINDOWS = {
  /**
   * A personal schedule's day and a series' last day: a teacher may plan a weekly series
   * years ahead. Only the future end is bounded here: a newly set day in the past is refused
   * on its own, and stored past days stay editable.
   */
  PERSONAL_SCHEDULE: { FUTURE_DAYS: 6 * YEAR_DAYS },
  /**
   * Busy-time lookups and the staff calendar, which pages through months in both directions
   * and can show every schedule that can be set, and the day removed from a recurring
   * schedule, which is picked on that calendar.
   */
  LOOKUP: { PAST_DAYS: 6 * YEAR_DAYS, FUTURE_DAYS: 6 * YEAR_DAYS },
  /** The confirmed date and time of a one-day class. */
  ONEDAY_CLASS: { PAST_DAYS: YEAR_DAYS, FUTURE_DAYS: YEAR_DAYS },
} as const satisfies Record<string, TDateWindow>;

/** Loops over calendar days stop after this many, whatever the range they are given. */
export const MAX_DATE_LOOP_DAYS =
  DATE_WINDOWS.LOOKUP.PAST_DAYS + DATE_WINDOWS.LOOKUP.FUTURE_DAYS + 1;
