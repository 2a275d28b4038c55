import { timeToMinutes } from '../common/dates';
import { seoulDayStart } from '../common/seoul-time';
import { ATTENDANCE_LIMITS } from './attendance.limits';

const MINUTE_MS = 60_000;

/**
 * Whether a lesson starts at least NOTICE_HOURS_AHEAD hours after `now`: until then its member
 * may give notice of absence for it, or take their notice back (docs/product/attendance.md).
 */
export function isNoticeOpen(lesson: { date: string; startTime: string }, now: Date): boolean {
  const start = seoulDayStart(lesson.date).getTime() + timeToMinutes(lesson.startTime) * MINUTE_MS;
  return start - now.getTime() >= ATTENDANCE_LIMITS.NOTICE_HOURS_AHEAD * 60 * MINUTE_MS;
}
