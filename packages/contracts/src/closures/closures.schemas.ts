import { z } from 'zod';
import { addDaysToIsoDate, isoDateField } from '../common/dates';
import { toAcademyIsoDate } from '../common/seoul-time';
import { requiredText } from '../common/text-fields';
import { ZLookupDate } from '../common/date-window';
import { daysBetween } from '../schedule/occurrence-dates';
import { CLOSURE_REASON_MAX_LENGTH, CLOSURE_WINDOW } from './closures.limits';

/**
 * A day that may be declared closed: today (Asia/Seoul) up to CLOSURE_WINDOW.FUTURE_DAYS
 * ahead. The clock is read when the request is checked, as for the other date windows.
 */
export const ZClosureDate = isoDateField('closureDateRequired').superRefine((date, ctx) => {
  const today = toAcademyIsoDate(new Date());
  if (date < today) ctx.addIssue({ code: 'custom', message: 'closureDatePast' });
  else if (date > addDaysToIsoDate(today, CLOSURE_WINDOW.FUTURE_DAYS)) {
    ctx.addIssue({ code: 'custom', message: 'closureDateBeyondWindow' });
  }
});

/** POST /closures. */
export const ZClosureCreate = z.object({
  date: ZClosureDate,
  reason: requiredText('closureReasonRequired', CLOSURE_REASON_MAX_LENGTH),
  reasonEn: requiredText('closureReasonEnRequired', CLOSURE_REASON_MAX_LENGTH),
});
export type TClosureCreate = z.infer<typeof ZClosureCreate>;
export type TClosureCreateInput = z.input<typeof ZClosureCreate>;

/**
 * GET /closures: the days from `from` to `to`, both counted; without them, from today to the
 * last day that may be declared. At most CLOSURE_WINDOW.FUTURE_DAYS + 1 days, so the list stays
 * short (one closure a day at most).
 */
export const ZClosuresQuery = z
  .object({ from: ZLookupDate.optional(), to: ZLookupDate.optional() })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    error: 'dateRangeOrder',
  })
  .refine(
    (value) =>
      !value.from || !value.to || daysBetween(value.from, value.to) <= CLOSURE_WINDOW.FUTURE_DAYS,
    { path: ['to'], error: 'dateRangeTooLong' },
  );
export type TClosuresQuery = z.infer<typeof ZClosuresQuery>;

/** A closed day as every calendar shows it. */
export const ZClosureDay = z.object({
  date: z.string(),
  reason: z.string(),
  reasonEn: z.string(),
});
export type TClosureDay = z.infer<typeof ZClosureDay>;

export const ZClosure = ZClosureDay.extend({
  id: z.number().int(),
  createdAt: z.string(),
});
export type TClosure = z.infer<typeof ZClosure>;

export const ZClosureList = z.object({ closures: z.array(ZClosure) });
export type TClosureList = z.infer<typeof ZClosureList>;

/** POST /closures data: the closure and what declaring it did. */
export const ZClosureCreated = ZClosure.extend({
  notifiedMemberCount: z.number().int(),
  cancelledBookingCount: z.number().int(),
});
export type TClosureCreated = z.infer<typeof ZClosureCreated>;
