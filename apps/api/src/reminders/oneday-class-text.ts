import {
  alimtalkDayHours,
  minutesToTime,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TDayTimes,
} from '@academy/contracts';
import { textForm } from '../unit-of-work/text-form.js';

/**
 * A one-day class's hour and its 알림톡, for its confirmation (oneday/) and its reminder: here,
 * below the one-day applications, as the reminders read them too.
 */

/** A one-day class lasts an hour, within its day. */
export const ONEDAY_CLASS_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

/** The class's day and hours, academy time. */
export function onedayClassDay(scheduledAt: Date): TDayTimes {
  const startMinute = toAcademyMinutes(scheduledAt);
  return {
    date: toAcademyIsoDate(scheduledAt),
    startTime: minutesToTime(startMinute),
    endTime: minutesToTime(Math.min(startMinute + ONEDAY_CLASS_MINUTES, DAY_MINUTES)),
  };
}

/** The 알림톡 of a class's confirmation or reminder: its day and hours. */
export const onedayClassText = (
  kind: 'onedayClassConfirmed' | 'onedayClassReminder',
  scheduledAt: Date,
) => textForm(kind, (language) => alimtalkDayHours(onedayClassDay(scheduledAt), language));
