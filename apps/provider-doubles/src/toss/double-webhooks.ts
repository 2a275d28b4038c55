import { createTimers, postJson } from '../double-http.js';
import type { TDoublePayment } from './double-payments.js';

/**
 * Webhooks as Toss sends them (docs.tosspayments.com/guides/webhook, /en/webhooks): a JSON POST,
 * retried until the receiver answers 200. Toss retries 7 times at 1, 4, 16… minutes; the double
 * retries `attempts` times from `firstDelayMs`, four times longer each time.
 *
 * - PAYMENT_STATUS_CHANGED: `{ eventType, createdAt, data: <Payment> }` on every status change.
 * - DEPOSIT_CALLBACK (virtual accounts): `{ createdAt, secret, status, transactionKey, orderId }`,
 *   with the payment's `secret` for the receiver to check the webhook came from Toss.
 */
export interface TWebhookRetries {
  attempts: number;
  firstDelayMs: number;
}

/**
 * How the double delivers webhooks, to test a receiver against what Toss may do: `normal`, once
 * each in order; `duplicated`, each twice; `reversed`, the webhooks of a short moment (held
 * REVERSE_HOLD_MS) newest first, e.g. a deposit's DEPOSIT_CALLBACK before its status change.
 */
export type TWebhookDelivery = 'normal' | 'duplicated' | 'reversed';
export const WEBHOOK_DELIVERIES: readonly TWebhookDelivery[] = ['normal', 'duplicated', 'reversed'];
const REVERSE_HOLD_MS = 200;

export interface TWebhookAttempt {
  eventType: 'PAYMENT_STATUS_CHANGED' | 'DEPOSIT_CALLBACK';
  paymentKey: string;
  status: string;
  attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  httpStatus: number | null;
}

/** Toss's webhook time: KST without an offset, microseconds (yyyy-MM-dd'T'HH:mm:ss.SSSSSS). */
function webhookTime(at: Date): string {
  return `${new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 23)}000`;
}

export function createWebhookSender(url: string | undefined, retries: TWebhookRetries) {
  const attempts: TWebhookAttempt[] = [];
  const timers = createTimers();
  let delivery: TWebhookDelivery = 'normal';
  let held: (() => Promise<void>)[] = [];

  /** Hands one webhook over as the delivery mode says. */
  function deliver(kind: TWebhookAttempt, body: unknown) {
    const send = () => post(kind, body);
    if (delivery === 'duplicated') {
      void send();
      void send();
    } else if (delivery === 'reversed') {
      if (held.length === 0) {
        // One after the other, newest first, so they arrive in that order.
        timers.later(REVERSE_HOLD_MS, () => {
          const out = held.reverse();
          held = [];
          void out.reduce((before, each) => before.then(each), Promise.resolve());
        });
      }
      held.push(send);
    } else {
      void send();
    }
  }

  async function post(kind: TWebhookAttempt, body: unknown): Promise<void> {
    if (!url || timers.isClosed()) return;
    const httpStatus = await postJson(url, body);
    attempts.push({ ...kind, httpStatus });
    if (httpStatus === 200 || kind.attempt >= retries.attempts) return;
    timers.later(
      retries.firstDelayMs * 4 ** (kind.attempt - 1),
      () => void post({ ...kind, attempt: kind.attempt + 1 }, body),
    );
  }

  return {
    /** A status change of `payment`, as it is now; a virtual account's adds a DEPOSIT_CALLBACK. */
    statusChanged(payment: TDoublePayment, at: Date) {
      const data = structuredClone(payment);
      const base = { paymentKey: payment.paymentKey, status: payment.status, attempt: 1 };
      const createdAt = webhookTime(at);
      deliver(
        { ...base, eventType: 'PAYMENT_STATUS_CHANGED', httpStatus: null },
        { eventType: 'PAYMENT_STATUS_CHANGED', createdAt, data },
      );
      if (payment.method === '가상계좌' && payment.secret) {
        deliver(
          { ...base, eventType: 'DEPOSIT_CALLBACK', httpStatus: null },
          {
            createdAt,
            secret: payment.secret,
            status: payment.status,
            transactionKey: payment.lastTransactionKey,
            orderId: payment.orderId,
          },
        );
      }
    },
    attempts: () => [...attempts],
    setDelivery: (mode: TWebhookDelivery) => {
      delivery = mode;
    },
    reset: () => {
      attempts.length = 0;
      delivery = 'normal';
      held = [];
    },
    close: timers.close,
  };
}
