import { z } from 'zod';
import { pagedList, requestPageQuery } from '../common/pagination';
import {
  filledString,
  keyIssue,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from '../common/text-fields';
import { PAUSE_STATES, ZPauseState } from './pauses.enums';
import { PAUSE_LIMITS } from './pauses.limits';
import { isPauseMonthText, pauseMonths } from './pauses.rules';

/** A month written YYYY-MM; whether it may be paused is the API's rule (it reads the clock). */
export const ZPauseMonth = filledString('pauseMonthFormat').refine(isPauseMonthText, {
  error: 'pauseMonthFormat',
});

/**
 * POST /pauses: whole months in a row, `fromMonth` to `untilMonth` included, at most
 * PAUSE_LIMITS.MONTHS_PER_REQUEST (docs/product/pauses.md).
 */
export const ZPauseRequest = z
  .object({
    fromMonth: ZPauseMonth,
    untilMonth: ZPauseMonth,
    reason: optionalText(TEXT_LIMITS.REASON, 'multi'),
  })
  .superRefine((value, ctx) => {
    // A malformed month is reported already; comparing it would add noise.
    if (!isPauseMonthText(value.fromMonth) || !isPauseMonthText(value.untilMonth)) return;
    if (value.untilMonth < value.fromMonth) {
      ctx.addIssue(keyIssue('dateRangeOrder', ['untilMonth']));
    } else if (
      pauseMonths(value.fromMonth, value.untilMonth).length > PAUSE_LIMITS.MONTHS_PER_REQUEST
    ) {
      ctx.addIssue(keyIssue('pauseMonthsTooMany', ['untilMonth']));
    }
  });
export type TPauseRequest = z.infer<typeof ZPauseRequest>;
export type TPauseRequestInput = z.input<typeof ZPauseRequest>;

/** PUT /pauses/{id}/approve: whether the weekly slot is kept for the return or released. */
export const ZPauseApproval = z.object({
  keepSlot: z.boolean({ error: 'invalidValue' }),
});
export type TPauseApproval = z.infer<typeof ZPauseApproval>;

/** PUT /pauses/{id}/reject. */
export const ZPauseRefusal = z.object({
  reason: requiredText('rejectionReasonRequired', TEXT_LIMITS.REASON, 'multi'),
});
export type TPauseRefusal = z.infer<typeof ZPauseRefusal>;

/** GET /pauses (staff). */
export const ZPausesQuery = requestPageQuery(PAUSE_STATES);
export type TPausesQuery = z.infer<typeof ZPausesQuery>;

export const ZPause = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string() }),
  fromMonth: z.string(),
  untilMonth: z.string(),
  months: z.array(z.string()),
  state: ZPauseState,
  reason: z.string().nullable(),
  /** Set on approval: true kept the weekly slot, false released it. */
  keepSlot: z.boolean().nullable(),
  /** Staff's reason for a refusal. */
  staffReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TPause = z.infer<typeof ZPause>;

export const ZPauseList = pagedList({ pauses: z.array(ZPause) });
export type TPauseList = z.infer<typeof ZPauseList>;

/** GET /pauses/mine: the member's pauses, newest first, and the months they may ask for now. */
export const ZMyPauses = z.object({
  pauses: z.array(ZPause),
  startMonths: z.array(z.string()),
  hasWeeklySlot: z.boolean(),
});
export type TMyPauses = z.infer<typeof ZMyPauses>;
