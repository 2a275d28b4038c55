import { PAYMENT_MESSAGES, type TTossWebhookOutcome } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { PaymentProviderError, type TPayment } from '../payments/payment-provider.js';
import { tossWebhookOf } from '../payments/toss/toss-webhooks.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import { settleFromPayment } from './payment-settlement.js';

const IGNORED: TTossWebhookOutcome = { settled: false };

/**
 * Toss's webhook (docs/product/payments.md). Toss signs nothing, so a PAYMENT_STATUS_CHANGED is
 * only a hint: the payment is fetched from Toss with the secret key and the attempt settled from
 * that answer, as a confirm is. An unknown order, a payment Toss does not hold (a forged body)
 * or a repeat is acknowledged and changes nothing. Virtual-account deposits (DEPOSIT_CALLBACK,
 * checked by their secret) and refunds are not read yet: they would branch here on `kind`.
 */
export function createReceiveTossWebhook(deps: OnlinePaymentDeps) {
  const { attempts, payments } = deps;
  return async function receiveTossWebhook(body: unknown): Promise<TTossWebhookOutcome> {
    const webhook = tossWebhookOf(body);
    if (!payments || webhook?.kind !== 'status-changed') return IGNORED;
    const attempt = await attempts.findByOrderId(webhook.orderId);
    if (!attempt) return IGNORED;
    let payment: TPayment | null;
    try {
      payment = await payments.provider.get(webhook.paymentKey);
    } catch (error) {
      // Toss sends the webhook again until it gets a 200: worth it when Toss could not be asked.
      if (error instanceof PaymentProviderError && error.retryable) {
        throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
      }
      throw error;
    }
    if (!payment) return IGNORED;
    return { settled: (await settleFromPayment(deps, attempt, payment)) === 'paid' };
  };
}

export type ReceiveTossWebhook = ReturnType<typeof createReceiveTossWebhook>;
