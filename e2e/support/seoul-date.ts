import { isPublicHoliday } from '../../packages/contracts/src/common/public-holidays';
import { SEOUL_OFFSET_MS } from '../../packages/contracts/src/common/seoul-time';

/** The Seoul calendar day `days` from today, as the academy's pages see it. */
export function seoulDay(days: number): {
  year: number;
  month: number;
  day: number;
  weekday: number;
} {
  const seoul = new Date(Date.now() + SEOUL_OFFSET_MS + days * 86_400_000);
  return {
    year: seoul.getUTCFullYear(),
    month: seoul.getUTCMonth() + 1,
    day: seoul.getUTCDate(),
    weekday: seoul.getUTCDay(),
  };
}

/** English weekday names, Sunday first as `seoulDay().weekday` counts (a lesson slot's day). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Today's weekday in Seoul by name, for a member whose lesson is today. */
export const todayWeekdayName = () => WEEKDAY_NAMES[seoulDay(0).weekday] ?? 'Monday';

/** Korean weekday names, Sunday first as `seoulDay().weekday` counts. */
export const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

const isoOfDay = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Days from today to the `nth` day (0: the first) from `from` days ahead, counting by `step`
 * days, that is no public holiday: one-day classes and make-ups are not offered on them
 * (docs/decisions/0057-korean-public-holidays.md).
 */
export function ordinaryOffset(from: number, nth = 0, step = 1): number {
  let offset = from - step;
  for (let found = -1; found < nth;) {
    offset += step;
    if (!isPublicHoliday(isoOfDay(seoulDay(offset)))) found += 1;
  }
  return offset;
}
