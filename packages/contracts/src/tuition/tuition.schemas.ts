import { z } from 'zod';
import { ZVirtualAccount } from '../payments/virtual-accounts.schemas';
import { isoDateField } from '../common/dates';
import { createPaginationQuery, pagedList } from '../common/pagination';
import { filledString, keyIssue, optionalFilter, optionalText } from '../common/text-fields';
import { ZBankTransferDetails } from './bank-transfer.schemas';
import { isTuitionMonthText, isWithinTuitionWindow } from './tuition-month';
import { TUITION_STATUSES, ZTuitionPaymentMethod } from './tuition.enums';
import {
  TUITION_AMOUNT_MAX,
  TUITION_HISTORY_MAX,
  TUITION_PAGING,
  TUITION_TEXT_MAX_LENGTH,
} from './tuition.limits';

/**
 * A month of dues, YYYY-MM, from TUITION_MONTH_WINDOW.FIRST to MONTHS_AHEAD months after the
 * current Seoul month. The clock is read when the request is checked, as for the other windows.
 */
export const ZTuitionMonth = filledString('tuitionMonthFormat').superRefine((month, ctx) => {
  if (!isTuitionMonthText(month)) ctx.addIssue(keyIssue('tuitionMonthFormat'));
  else if (!isWithinTuitionWindow(month, new Date())) {
    ctx.addIssue(keyIssue('tuitionMonthOutOfRange'));
  }
});

/** A due's amount in KRW: 0 (waived) to TUITION_AMOUNT_MAX. */
export const ZTuitionAmount = z
  .number({ error: 'tuitionAmountInvalid' })
  .int({ error: 'tuitionAmountInvalid' })
  .min(0, { error: 'tuitionAmountInvalid' })
  .max(TUITION_AMOUNT_MAX, { error: 'tuitionAmountInvalid' });

/** GET /tuition: one month (the current Seoul month when absent), paid or unpaid or both. */
export const ZTuitionListQuery = createPaginationQuery({
  defaultLimit: TUITION_PAGING.DEFAULT_LIMIT,
  maxLimit: TUITION_PAGING.MAX_LIMIT,
}).extend({
  month: ZTuitionMonth.optional(),
  status: optionalFilter(TUITION_STATUSES),
});
export type TTuitionListQuery = z.infer<typeof ZTuitionListQuery>;

/** GET /tuition/export and POST /tuition/remind name one month. */
export const ZTuitionMonthInput = z.object({ month: ZTuitionMonth });
export type TTuitionMonthInput = z.infer<typeof ZTuitionMonthInput>;

/**
 * PATCH /tuition/{id}: any of the fields. `paid: true` records a payment (method required, date
 * today when absent); `paid: false` undoes it and clears its date, method and note. `amount`
 * replaces the amount and needs a `reason`. An empty `note` clears the note.
 */
export const ZTuitionUpdate = z
  .object({
    paid: z.boolean({ error: 'invalidValue' }).optional(),
    paidAt: isoDateField().optional(),
    method: ZTuitionPaymentMethod.optional(),
    note: optionalText(TUITION_TEXT_MAX_LENGTH),
    amount: ZTuitionAmount.optional(),
    reason: optionalText(TUITION_TEXT_MAX_LENGTH),
  })
  .superRefine((update, ctx) => {
    const given = Object.values(update).some((value) => value !== undefined);
    if (!given) ctx.addIssue(keyIssue('tuitionNothingToChange'));
    if (update.paid === true && update.method === undefined) {
      ctx.addIssue(keyIssue('tuitionMethodRequired', ['method']));
    }
    if (update.paid !== true && (update.paidAt !== undefined || update.method !== undefined)) {
      ctx.addIssue(
        keyIssue('tuitionPaidFieldsNeedPaid', [update.paidAt === undefined ? 'method' : 'paidAt']),
      );
    }
    if (update.amount !== undefined && !update.reason) {
      ctx.addIssue(keyIssue('tuitionReasonRequired', ['reason']));
    }
    if (update.amount === undefined && update.reason) {
      ctx.addIssue(keyIssue('tuitionReasonWithoutAmount', ['reason']));
    }
  });
export type TTuitionUpdate = z.infer<typeof ZTuitionUpdate>;
export type TTuitionUpdateInput = z.input<typeof ZTuitionUpdate>;

/**
 * A new member's first due that bills only the lessons left in its month: `lessons` of the
 * month's `monthLessons` weekly lessons (docs/product/tuition.md).
 */
export const ZTuitionProration = z.object({
  lessons: z.number().int(),
  monthLessons: z.number().int(),
});
export type TTuitionProration = z.infer<typeof ZTuitionProration>;

/** What every call answers per due. */
export const ZTuitionDue = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  loginId: z.string(),
  month: z.string(),
  /** What the member pays: `price` less `siblingDiscount` (or the amount staff set). */
  amount: z.number().int(),
  /** The due's list price when issued: the monthly fee, or a first due's share of it. */
  price: z.number().int(),
  /** The sibling discount taken off `price` when the due was issued; 0 for none. */
  siblingDiscount: z.number().int(),
  /** The amount before staff changed it, and why; null when it was never changed. */
  adjustment: z.object({ originalAmount: z.number().int(), reason: z.string() }).nullable(),
  dueDate: z.string(),
  /** Set on a first due that bills part of its month; null for a whole month. */
  proration: ZTuitionProration.nullable(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  method: ZTuitionPaymentMethod.nullable(),
  note: z.string().nullable(),
  lastRemindedOn: z.string().nullable(),
  /** What refunds of its online payment gave back; 0 for none (docs/product/payments.md). */
  refundedAmount: z.number().int(),
  /** The online payment that paid it (Toss's order and method); null when paid otherwise. */
  onlinePayment: z.object({ orderId: z.string(), method: z.string().nullable() }).nullable(),
  /**
   * The virtual account issued for it that still waits for the deposit, with its deadline; null
   * when none. Staff see it before they change the due: saving an amount or a payment closes it
   * (docs/product/payments.md, decision 0063).
   */
  waitingAccount: z.object({ depositDeadline: z.string() }).nullable(),
});
export type TTuitionDue = z.infer<typeof ZTuitionDue>;

/** The whole month's figures, whatever the page and the status filter. */
export const ZTuitionTotals = z.object({
  dueCount: z.number().int(),
  paidCount: z.number().int(),
  unpaidCount: z.number().int(),
  /** Sum of the paid dues' amounts (KRW), online payments included, less what was refunded. */
  collected: z.number().int(),
  /** Sum of the refunds given back on the month's dues (KRW). */
  refunded: z.number().int(),
  /** Sum of the unpaid dues' amounts (KRW). */
  outstanding: z.number().int(),
});
export type TTuitionTotals = z.infer<typeof ZTuitionTotals>;

export const ZTuitionList = pagedList({
  month: z.string(),
  dues: z.array(ZTuitionDue),
  totals: ZTuitionTotals,
});
export type TTuitionList = z.infer<typeof ZTuitionList>;

export const ZTuitionReminded = z.object({ remindedCount: z.number().int() });
export type TTuitionReminded = z.infer<typeof ZTuitionReminded>;

/**
 * A member's own due: an unpaid one carries the depositor name to write on a transfer, and the
 * virtual account issued to pay it while it waits for the deposit (decision 0046).
 */
export const ZMyTuitionDue = ZTuitionDue.extend({
  depositorName: z.string().nullable(),
  virtualAccount: ZVirtualAccount.nullable(),
});
export type TMyTuitionDue = z.infer<typeof ZMyTuitionDue>;

/**
 * GET /tuition/me: this Seoul month's due and every due, newest month first, and the academy's
 * bank-transfer details (null until the admin sets them).
 */
export const ZMyTuition = z.object({
  current: ZMyTuitionDue.nullable(),
  history: z.array(ZMyTuitionDue).max(TUITION_HISTORY_MAX),
  bankTransfer: ZBankTransferDetails.nullable(),
  /** An unpaid due may be paid online (Toss Payments is set up; docs/product/payments.md). */
  onlinePayment: z.boolean(),
});
export type TMyTuition = z.infer<typeof ZMyTuition>;

export const ZTuitionUnpaidCount = z.object({
  month: z.string(),
  unpaidCount: z.number().int(),
});
export type TTuitionUnpaidCount = z.infer<typeof ZTuitionUnpaidCount>;

/**
 * How a new member's first due is made: the whole approval month (every lesson of it is still
 * ahead), the lessons left in it (`prorated`), or next month's fee when none are left.
 */
export const FIRST_DUE_KINDS = ['full_month', 'prorated', 'next_month'] as const;
export type TFirstDueKind = (typeof FIRST_DUE_KINDS)[number];

/** GET /lessons/requests/{id}/first-due: the due an approval with these inputs would issue now. */
export const ZFirstDue = z.object({
  kind: z.enum(FIRST_DUE_KINDS),
  month: z.string(),
  amount: z.number().int(),
  dueDate: z.string(),
  proration: ZTuitionProration.nullable(),
});
export type TFirstDue = z.infer<typeof ZFirstDue>;

/**
 * GET /lessons/requests/{id}/first-due: the first due with the sibling discount a child of a
 * guardian who already has a child taking lessons would get; `amount` is what is paid
 * (`price` - `siblingDiscount`).
 */
export const ZFirstDuePreview = ZFirstDue.extend({
  price: z.number().int(),
  siblingDiscount: z.number().int(),
});
export type TFirstDuePreview = z.infer<typeof ZFirstDuePreview>;
