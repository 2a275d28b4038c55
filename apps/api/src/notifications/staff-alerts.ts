import {
  alimtalkDate,
  alimtalkDayHours,
  alimtalkHours,
  sentenceMonthRange,
} from '@academy/contracts';
import type { TStaffNotice } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';

type TStaffAlert = NonNullable<TStaffNotice['text']>;

/** A day and its hours as the request gives them: ISO date, "HH:MM". */
type TRequestedHour = { date: string; startTime: string; endTime: string };

/**
 * The 알림톡 text forms of the members' requests that wait for staff (docs/decisions/0042): the
 * member's name (the student's, also when a guardian asked), what and when. They ride on the
 * staff notice; the unit of work sends them to the staff accounts that chose request alerts.
 */
export const STAFF_ALERTS = {
  scheduleChange: (member: string, oldDate: string, asked: TRequestedHour): TStaffAlert =>
    textForm('staffScheduleChange', (language) => ({
      member,
      oldDate: alimtalkDate(oldDate, language),
      newDate: alimtalkDate(asked.date, language),
      newTime: alimtalkHours(asked.startTime, asked.endTime),
    })),

  makeup: (member: string, asked: TRequestedHour): TStaffAlert =>
    textForm('staffMakeupRequest', (language) => ({
      member,
      ...alimtalkDayHours(asked, language),
    })),

  /** "2031년 4월~5월", or the one month of a one-month pause. */
  pause: (member: string, fromMonth: string, untilMonth: string): TStaffAlert =>
    textForm('staffPauseRequest', (language) => ({
      member,
      period: sentenceMonthRange(fromMonth, untilMonth, language),
    })),

  deletion: (member: string): TStaffAlert => textForm('staffDeletionRequest', () => ({ member })),
};
