import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_STATUSES, type TPaymentStatus } from '../payment-provider.js';
import { ZTossPayment } from './toss-answers.js';

/**
 * Toss's webhook bodies (docs.tosspayments.com/guides/webhook, /en/webhooks), for the receiver a
 * product flow will add. Toss signs neither: a PAYMENT_STATUS_CHANGED is a hint to look the
 * payment up with the secret key, and a DEPOSIT_CALLBACK counts only when its `secret` is the one
 * the virtual account was issued with (`depositSecretMatches`).
 */
export type TTossWebhook =
  | { kind: 'status-changed'; paymentKey: string; orderId: string; status: TPaymentStatus }
  | {
      kind: 'deposit';
      orderId: string;
      status: TPaymentStatus;
      secret: string;
      transactionKey: string | null;
    };

const ZStatusChanged = z.object({
  eventType: z.literal('PAYMENT_STATUS_CHANGED'),
  data: ZTossPayment.pick({ paymentKey: true, orderId: true, status: true }),
});

const ZDepositCallback = z.object({
  secret: z.string().min(1).max(200),
  status: z.enum(PAYMENT_STATUSES),
  transactionKey: z.string().max(200).nullish(),
  orderId: z.string().min(1).max(64),
});

/** The webhook a body is, or null when it is neither of the two we read. */
export function tossWebhookOf(body: unknown): TTossWebhook | null {
  const changed = ZStatusChanged.safeParse(body);
  if (changed.success) return { kind: 'status-changed', ...changed.data.data };
  const deposit = ZDepositCallback.safeParse(body);
  if (deposit.success) {
    return {
      kind: 'deposit',
      ...deposit.data,
      transactionKey: deposit.data.transactionKey ?? null,
    };
  }
  return null;
}

/** Compared in constant time: how long a refusal takes tells nothing about the secret. */
export function depositSecretMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
