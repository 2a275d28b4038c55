import { z } from 'zod';
import { ONLINE_PAYMENT_LIMITS, ORDER_ID_PATTERN } from './payments.limits';

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
