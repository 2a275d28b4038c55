/**
 * The states of one lesson occurrence (docs/product/attendance.md). `unmarked` is what an
 * occurrence nobody has marked reads as; `cancelled_by_academy` is also set by a closed day.
 */
export const ATTENDANCE_STATUSES = [
  'unmarked',
  'attended',
  'absent_with_notice',
  'absent_without_notice',
  'cancelled_by_academy',
] as const;

/** States that say what happened, so only past or today's occurrences take them. */
export const ATTENDANCE_OUTCOMES = [
  'attended',
  'absent_with_notice',
  'absent_without_notice',
] as const;

/** States after which a lesson no longer takes place: a notice, or the academy cancelled it. */
export const LESSON_NOT_HELD_STATUSES = ['absent_with_notice', 'cancelled_by_academy'] as const;

/** weekly: the slot's own day; moved: moved onto the day by a schedule change; makeup: a booked make-up. */
export const OCCURRENCE_KINDS = ['weekly', 'moved', 'makeup'] as const;

/**
 * Why a notice or a cancellation earned no credit: the member already holds the most open
 * credits allowed, or that lesson day already earned one.
 */
export const CREDIT_REFUSALS = ['cap_reached', 'already_earned'] as const;

export const ATTENDANCE_LIMITS = {
  /** A week grid or a month view: the longest range one GET answers. */
  MAX_RANGE_DAYS: 62,
  /** "I cannot come" must reach the academy at least this long before the lesson starts. */
  NOTICE_HOURS_AHEAD: 24,
  /**
   * …and is for a lesson of the coming four weeks: today and this many days after. A notice
   * earns a credit, so one for a far lesson would be a credit to spend at once.
   */
  NOTICE_DAYS_AHEAD: 27,
  /** Notices one member may give per hour (refused ones do not count): each tells all staff. */
  NOTICES_PER_HOUR: 10,
  NOTE_MAX_LENGTH: 200,
  REASON_MAX_LENGTH: 200,
  /** Occurrences one GET answers at most (a busy academy's two months). */
  MAX_OCCURRENCES: 5000,
} as const;
