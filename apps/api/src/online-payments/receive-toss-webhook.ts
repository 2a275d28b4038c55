import { PAYMENT_MESSAGES, type TTossWebhookOutcome } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { PaymentProviderError, type TPayment } from '../payments/payment-provider.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import { depositSecretMatches, tossWebhookOf } from '../payments/toss/toss-webhooks.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';
import { settleFromPayment } from './payment-settlement.js';
import { CANCELED_STATUSES, recordTossCancels } from './record-toss-cancels.js';

const IGNORED: TTossWebhookOutcome = { settled: false };

/**
 * Toss's webhook (docs/product/payments.md). Toss signs nothing, so a PAYMENT_STATUS_CHANGED is
 * only a hint: the payment is fetched from Toss with the secret key and the attempt settled from
 * that answer, as a confirm is. A DEPOSIT_CALLBACK counts only when its secret is the one its
 * virtual account was issued with (decision 0046), and is then settled the same way. An unknown
 * order, a wrong secret, a payment Toss does not hold (a forged body) or a repeat is acknowledged
 * and changes nothing: Toss resends until it gets a 200, and a forger learns nothing. A done
 * payment now (partly) cancelled records the cancels we do not hold (decision 0047).
 */
export function createReceiveTossWebhook(deps: OnlinePaymentDeps) {
  const { attempts, payments } = deps;
  return async function receiveTossWebhook(body: unknown): Promise<TTossWebhookOutcome> {
    const webhook = tossWebhookOf(body);
    if (!payments || !webhook) return IGNORED;
    const attempt = await attempts.findByOrderId(webhook.orderId);
    if (!attempt) return IGNORED;
    const paymentKey =
      webhook.kind === 'status-changed'
        ? webhook.paymentKey
        : depositKeyOf(deps, attempt, webhook.secret);
    if (!paymentKey) return IGNORED;
    const payment = await fetchPayment(payments, paymentKey);
    if (!payment) return IGNORED;
    // A done payment cancelled at Toss, or our refund whose answer was lost (decision 0047).
    if (attempt.state === 'done' && CANCELED_STATUSES.has(payment.status)) {
      return { settled: (await recordTossCancels(deps, attempt, payment)) > 0 };
    }
    return { settled: (await settleFromPayment(deps, attempt, payment)) === 'paid' };
  };
}

/** The payment key of a deposit callback whose secret is its account's; null for any other. */
function depositKeyOf(
  deps: OnlinePaymentDeps,
  attempt: PaymentAttemptRow,
  secret: string,
): string | null {
  const { depositSecret, paymentKey } = attempt;
  if (
    depositSecret !== null &&
    paymentKey !== null &&
    depositSecretMatches(depositSecret, secret)
  ) {
    return paymentKey;
  }
  // Never the secret itself in the log: only that a callback did not match.
  deps.logger.warn({ orderId: attempt.orderId }, 'deposit callback with a wrong secret ignored');
  return null;
}

/** The payment at Toss; 503 when Toss could not be asked, so Toss sends the webhook again. */
async function fetchPayment(
  payments: TOnlinePayments,
  paymentKey: string,
): Promise<TPayment | null> {
  try {
    return await payments.provider.get(paymentKey);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.retryable) {
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}

export type ReceiveTossWebhook = ReturnType<typeof createReceiveTossWebhook>;
