import { hourToTime } from '../common/dates';
import { pickText } from '../common/language';
import type { TLanguage } from '../common/language';
import type { TLessonWeekday } from '../common/weekday';
import { LESSON_WEEKDAYS, WEEKDAY_LABELS } from '../common/weekday';

/** Chosen start hours per lesson weekday, e.g. `{ Monday: [19, 20], Wednesday: [18] }`. */
export type TLessonTimeSelections = Partial<Record<TLessonWeekday, readonly number[]>>;

const PREFERRED_TIME_SEPARATOR = ' | ';

function isStartHour(hour: number): boolean {
  return Number.isInteger(hour) && hour >= 0 && hour <= 23;
}

function preferredTimeText(selections: TLessonTimeSelections, language: TLanguage): string {
  return LESSON_WEEKDAYS.flatMap((weekday) => {
    const hours = [...new Set(selections[weekday] ?? [])].filter(isStartHour).sort((a, b) => a - b);
    if (hours.length === 0) return [];
    const name = pickText(WEEKDAY_LABELS[weekday], language);
    return [`${name}: ${hours.map(hourToTime).join(', ')}`];
  }).join(PREFERRED_TIME_SEPARATOR);
}

/**
 * The preferred-time text of a regular lesson application, in the form staff read and
 * `parsePreferredTimeOptions` turns into approval options: "월요일: 19:00, 20:00 | 수요일: 18:00".
 * Weekdays run Monday first, hours ascend without repeats, and a weekday without hours is left
 * out. Weekday names are always Korean: the text is written for the academy's staff.
 */
export function buildLessonPreferredTime(selections: TLessonTimeSelections): string {
  return preferredTimeText(selections, 'KOR');
}

/** The same choice as the applicant reads it back on their confirmation, in the page's language. */
export function describeLessonPreferredTime(
  selections: TLessonTimeSelections,
  language: TLanguage,
): string {
  return preferredTimeText(selections, language);
}
