import { z } from 'zod';
import { timeOfDayField, timeToMinutes } from '../common/dates';
import { FEES } from '../constants/fees';

/**
 * The weekly lesson slot and fee as staff set them, on approval and when editing a member:
 * a weekday Monday to Friday (`ZLessonWeekday`), start and end as HH:mm, a whole-won fee.
 */
export const ZLessonSlotTime = timeOfDayField('approvalScheduleRequired');

export const ZMonthlyFee = z
  .number({ error: 'monthlyFeeInvalid' })
  .int({ error: 'monthlyFeeInvalid' })
  .min(0, { error: 'monthlyFeeInvalid' })
  .max(FEES.MONTHLY_MAX, { error: 'monthlyFeeInvalid' });

/** A slot never crosses midnight: 23:00 to 00:00 (the approval's wrap) is refused too. */
export function isLessonSlotOrdered(startTime: string, endTime: string): boolean {
  return timeToMinutes(endTime) > timeToMinutes(startTime);
}
