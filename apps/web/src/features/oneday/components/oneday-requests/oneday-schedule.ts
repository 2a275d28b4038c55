import {
  addMinutesToTime,
  DATE_WINDOWS,
  HOURS,
  isInstantWithinDateWindow,
  isIsoDate,
  isPublicHoliday,
  isTimeOfDay,
  parseOnedayPreferredTime,
} from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import { seoulIsoFromLocal } from '@/components/staff-area/staff-dates';

/** One start time the applicant offered, as a choice of the schedule-confirm modal. */
export type TOnedaySlotOption = { value: string; date: string; start: string; end: string };

/** A class lasts one hour (docs/product/validation.md schedule confirm). */
export function onedayEndTime(start: string): string {
  return addMinutesToTime(start, HOURS.LESSON_MINUTES);
}

/** Every date and start time of the preferred-time text, read in `year` (docs/product/validation.md). */
export function onedaySlotOptions(preferredTime: string | null, year: number): TOnedaySlotOption[] {
  if (!preferredTime) return [];
  return parseOnedayPreferredTime(preferredTime, year).flatMap(({ date, times }) =>
    times.map((start) => ({ value: `${date}T${start}`, date, start, end: onedayEndTime(start) })),
  );
}

export type TScheduleMode = 'preferred' | 'custom';

export type TScheduleChoice = {
  mode: TScheduleMode;
  /** The `value` of the chosen slot option, '' when none. */
  slot: string;
  date: string;
  time: string;
};

type TScheduleResolution = { scheduledAt: string } | { error: TValidationMessageKey };

/**
 * A class is scheduled within DATE_WINDOWS.ONEDAY_CLASS of today and not on a public holiday
 * (a Seoul day), as the API requires.
 */
function offered(date: string, time: string): TScheduleResolution {
  if (isPublicHoliday(date)) return { error: 'publicHolidayNotOffered' };
  const scheduledAt = seoulIsoFromLocal(date, time);
  return isInstantWithinDateWindow(scheduledAt, DATE_WINDOWS.ONEDAY_CLASS)
    ? { scheduledAt }
    : { error: 'onedayScheduledAtOutsideWindow' };
}

/** The instant to send, or the message key telling what is missing or wrong. */
export function resolveScheduleChoice(
  choice: TScheduleChoice,
  options: readonly TOnedaySlotOption[],
): TScheduleResolution {
  if (choice.mode === 'preferred') {
    const option = options.find((candidate) => candidate.value === choice.slot);
    if (!option) return { error: 'preferredSlotRequired' };
    return offered(option.date, option.start);
  }
  const date = choice.date.trim();
  const time = choice.time.trim();
  if (!isIsoDate(date) || !isTimeOfDay(time)) return { error: 'dateTimeRequired' };
  return offered(date, time);
}
