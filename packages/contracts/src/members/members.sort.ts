import { LESSON_WEEKDAYS } from '../common/weekday';
import type { TMemberListItem } from './members.schemas';

type TSortableMember = Pick<TMemberListItem, 'lessonDayOfWeek' | 'lessonStartTime' | 'name'>;

function weekdayRank(user: TSortableMember): number {
  return user.lessonDayOfWeek === null
    ? LESSON_WEEKDAYS.length
    : LESSON_WEEKDAYS.indexOf(user.lessonDayOfWeek);
}

/** Staff user list order (docs/product/api.md): weekday, then start time, then name; unscheduled last. */
export function compareMembersForStaffList(a: TSortableMember, b: TSortableMember): number {
  const byWeekday = weekdayRank(a) - weekdayRank(b);
  if (byWeekday !== 0) return byWeekday;
  const byTime = (a.lessonStartTime ?? '99:99').localeCompare(b.lessonStartTime ?? '99:99');
  if (byTime !== 0) return byTime;
  return a.name.localeCompare(b.name, 'ko');
}
