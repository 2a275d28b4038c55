import {
  addMinutesToTime,
  HOURS,
  hourToTime,
  isDuplicateScheduleChange,
  keyIssue,
} from '@academy/contracts';
import type { TScheduleChangeRequestInput, TValidationMessageKey } from '@academy/contracts';
import { z } from 'zod';
import type { TMyScheduleChange } from '../api/get-my-schedule-changes';

/** What the schedule change form holds; null and '' mean "not chosen yet". */
export type TScheduleChangeValues = {
  /** The lesson date to move. */
  target: string;
  requestedDate: string | null;
  /** The start hour of the new slot. */
  hour: number | null;
  reason: string;
};

export const EMPTY_SCHEDULE_CHANGE: TScheduleChangeValues = {
  target: '',
  requestedDate: null,
  hour: null,
  reason: '',
};

/**
 * docs/product/validation.md schedule change: the first missing or refused item, reported for the
 * whole form (the form shows one alert, not a message per field), else the POST body.
 */
export function scheduleChangeSchema(requests: readonly TMyScheduleChange[]) {
  return z.custom<TScheduleChangeValues>().transform((values, context) => {
    const refuse = (key: TValidationMessageKey) => {
      context.addIssue(keyIssue(key));
      return z.NEVER;
    };
    const { target, requestedDate, hour } = values;
    const reason = values.reason.trim();
    if (target === '') return refuse('scheduleChangeTargetDateRequired');
    if (requestedDate === null) return refuse('scheduleChangeNewDateRequired');
    if (hour === null) return refuse('scheduleChangeTimeRequired');
    if (reason === '') return refuse('scheduleChangeReasonRequired');
    const requestedStartTime = hourToTime(hour);
    if (isDuplicateScheduleChange(requests, { requestedDate, requestedStartTime })) {
      return refuse('scheduleChangeDuplicate');
    }
    const body: TScheduleChangeRequestInput = {
      requestType: 'reschedule',
      changeType: 'temporary',
      changePeriod: 'custom',
      changeStartDate: target,
      changeEndDate: target,
      requestMessage: reason,
      requestedDate,
      requestedStartTime,
      requestedEndTime: addMinutesToTime(requestedStartTime, HOURS.LESSON_MINUTES),
    };
    return body;
  });
}
