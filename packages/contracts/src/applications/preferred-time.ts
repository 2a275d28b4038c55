import { addMinutesToTime } from '../common/dates';
import type { TWeekday } from '../common/weekday';
import { WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS, WEEKDAYS } from '../common/weekday';
import { HOURS } from '../constants/hours';

export type TPreferredTimeOption = {
  lessonDayOfWeek: TWeekday;
  lessonStartTime: string;
  lessonEndTime: string;
};

const TIME_PATTERN = /\b([01]?\d|2[0-3]):([0-5]\d)\b/g;

function parseWeekdayName(name: string): TWeekday | null {
  const trimmed = name.trim().toLowerCase();
  return (
    WEEKDAYS.find((weekday) =>
      [WEEKDAY_LABELS[weekday], WEEKDAY_SHORT_LABELS[weekday]].some(
        (label) => label.ko === trimmed || label.en.toLowerCase() === trimmed,
      ),
    ) ?? null
  );
}

/**
 * Options for the approval modal (docs/product/validation.md): entries separated by "|", each
 * "weekday-name: time, time"; every lesson ends one hour later, wrapping at midnight.
 */
export function parsePreferredTimeOptions(preferredTime: string): TPreferredTimeOption[] {
  return preferredTime.split('|').flatMap((entry) => {
    const separator = entry.indexOf(':');
    if (separator < 0) return [];
    const weekday = parseWeekdayName(entry.slice(0, separator));
    if (weekday === null) return [];
    const times = Array.from(entry.slice(separator + 1).matchAll(TIME_PATTERN), (match) => {
      return `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? '00'}`;
    });
    return times.map((start) => ({
      lessonDayOfWeek: weekday,
      lessonStartTime: start,
      lessonEndTime: addMinutesToTime(start, HOURS.LESSON_MINUTES),
    }));
  });
}
