import { OCCURRENCE_KINDS } from '../attendance/attendance.limits';

/**
 * What the "Today" section lists (docs/product/back-office.md#today): the lesson occurrences of
 * attendance, and one-day classes, which are on a teacher's calendar but have no member.
 */
export const TODAY_OCCURRENCE_KINDS = [...OCCURRENCE_KINDS, 'oneday'] as const;

/** The kinds of request waiting for staff that the section counts and names. */
export const TODAY_PENDING_KINDS = [
  'lessonApplications',
  'onedayApplications',
  'scheduleChanges',
  'pauses',
  'makeupRequests',
  'inquiries',
] as const;

export const TODAY_LIMITS = {
  /** The first requests of each kind named (oldest first); the count says how many wait. */
  PENDING_SHOWN: 5,
  /** The next closure is shown when it falls within this many days from today. */
  CLOSURE_DAYS_AHEAD: 60,
  /** One-day classes of one day read at most (a busy academy has a handful). */
  MAX_ONEDAY_CLASSES: 200,
} as const;
