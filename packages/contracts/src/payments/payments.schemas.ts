import { z } from 'zod';
import { createPaginationQuery, pagedList } from '../common/pagination';
import { optionalFilter, requiredText } from '../common/text-fields';
import { ZTuitionMonth } from '../tuition/tuition.schemas';
import {
  ONLINE_PAYMENT_LIMITS,
  ORDER_ID_PATTERN,
  PAYMENT_LIST_PAGING,
  REFUND_LIMITS,
} from './payments.limits';
import { PAYMENT_ATTEMPT_STATES, PAYMENT_REFUND_STATES } from './payments.enums';
import { ZVirtualAccountBank } from './virtual-accounts.enums';

/**
 * What the payment window needs to open for an order (docs.tosspayments.com, requestPayment):
 * every value the server's, the amount read from the due. `checkoutUrl` is the local double's
 * window with these values when the API talks to the double; null with Toss itself, whose
 * window the browser SDK opens (decision 0043).
 */
export const ZPaymentOrder = z.object({
  clientKey: z.string(),
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  customerName: z.string(),
  successUrl: z.string(),
  failUrl: z.string(),
  checkoutUrl: z.string().nullable(),
  testMode: z.boolean(),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

/** What the payment window's successUrl carried: checked against the stored order. */
export const ZPaymentConfirmInput = z.object({
  paymentKey: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(ONLINE_PAYMENT_LIMITS.PAYMENT_KEY_MAX, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalidValue' }),
  orderId: z.string({ error: 'required' }).regex(ORDER_ID_PATTERN, { error: 'invalidValue' }),
  amount: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(ONLINE_PAYMENT_LIMITS.AMOUNT_MAX, { error: 'invalidValue' }),
});
export type TPaymentConfirmInput = z.infer<typeof ZPaymentConfirmInput>;

/** The due an approved payment paid. */
export const ZPaymentOutcome = z.object({
  dueId: z.number().int(),
  month: z.string(),
  amount: z.number().int(),
  paidAt: z.string(),
});
export type TPaymentOutcome = z.infer<typeof ZPaymentOutcome>;

/**
 * A Toss webhook: any JSON object. Its fields are read by the API (PAYMENT_STATUS_CHANGED's
 * paymentKey and orderId) and never trusted: the payment is looked up at Toss.
 */
export const ZTossWebhookBody = z.record(z.string(), z.unknown());
export type TTossWebhookBody = z.infer<typeof ZTossWebhookBody>;

export const ZTossWebhookOutcome = z.object({ settled: z.boolean() });
export type TTossWebhookOutcome = z.infer<typeof ZTossWebhookOutcome>;

/** GET /payments: the online payments of dues of one month, filtered by state. */
export const ZPaymentListQuery = createPaginationQuery({
  defaultLimit: PAYMENT_LIST_PAGING.DEFAULT_LIMIT,
  maxLimit: PAYMENT_LIST_PAGING.MAX_LIMIT,
}).extend({
  month: ZTuitionMonth.optional(),
  state: optionalFilter(PAYMENT_ATTEMPT_STATES),
});
export type TPaymentListQuery = z.infer<typeof ZPaymentListQuery>;

/** One refund of a payment; `staffName` null for a cancel made in Toss's dashboard. */
export const ZPaymentRefund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  state: z.enum(PAYMENT_REFUND_STATES),
  staffName: z.string().nullable(),
  failureCode: z.string().nullable(),
  createdAt: z.string(),
  canceledAt: z.string().nullable(),
});
export type TPaymentRefund = z.infer<typeof ZPaymentRefund>;

/**
 * An online payment as staff read it. `refundedAmount` counts refunds asked and made (pending
 * and done); `balance` is what may still be refunded.
 */
export const ZStaffPayment = z.object({
  id: z.number().int(),
  dueId: z.number().int(),
  memberName: z.string(),
  month: z.string(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  balance: z.number().int(),
  method: z.string().nullable(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  orderId: z.string(),
  paymentKey: z.string().nullable(),
  failureCode: z.string().nullable(),
  approvedAt: z.string().nullable(),
  refunds: z.array(ZPaymentRefund),
});
export type TStaffPayment = z.infer<typeof ZStaffPayment>;

export const ZPaymentList = pagedList({ month: z.string(), payments: z.array(ZStaffPayment) });
export type TPaymentList = z.infer<typeof ZPaymentList>;

/** POST /payments/:id/refunds: whole won up to the balance (all of it when absent), and why. */
/**
 * The payer's bank account a refund of a virtual-account payment goes to (Toss's
 * refundReceiveAccount): a bank of the list, the number as digits (hyphens and spaces dropped),
 * the holder's name.
 */
export const ZRefundAccount = z.object({
  bank: ZVirtualAccountBank,
  accountNumber: z
    .string({ error: 'invalidValue' })
    .max(REFUND_LIMITS.ACCOUNT_INPUT_MAX, { error: 'invalidValue' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(
          new RegExp(
            `^\\d{${REFUND_LIMITS.ACCOUNT_DIGITS_MIN},${REFUND_LIMITS.ACCOUNT_DIGITS_MAX}}$`,
          ),
          { error: 'invalidValue' },
        ),
    ),
  holderName: requiredText('required', REFUND_LIMITS.HOLDER_MAX),
});
export type TRefundAccount = z.infer<typeof ZRefundAccount>;

export const ZRefundInput = z.object({
  amount: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(ONLINE_PAYMENT_LIMITS.AMOUNT_MAX, { error: 'invalidValue' })
    .optional(),
  reason: requiredText('required', REFUND_LIMITS.REASON_MAX),
  /** Required for a payment into a virtual account: where Toss sends the money back. */
  refundAccount: ZRefundAccount.optional(),
});
export type TRefundInput = z.infer<typeof ZRefundInput>;
export type TRefundInputValues = z.input<typeof ZRefundInput>;

/** The refund asked and the payment after it. */
export const ZRefundOutcome = z.object({ refund: ZPaymentRefund, payment: ZStaffPayment });
export type TRefundOutcome = z.infer<typeof ZRefundOutcome>;
