import {
  startTossDouble,
  type TTossDouble,
  type TTossDoubleOptions,
} from '@academy/provider-doubles';
import type { TPaymentOrder } from '@academy/contracts';

const CLIENT_KEY = 'test_ck_ACADEMYTESTS';
const SECRET_KEY = 'test_sk_ACADEMYTESTS';

/** The Toss Payments double on a free port, knowing the academy's test keys. */
export function startAcademyTossDouble(
  options: Partial<Omit<TTossDoubleOptions, 'keys'>> = {},
): Promise<TTossDouble> {
  return startTossDouble({ port: 0, ...options, keys: { [CLIENT_KEY]: SECRET_KEY } });
}

/** The environment that turns online payment on, towards the double. */
export const tossEnvOf = (double: TTossDouble): NodeJS.ProcessEnv => ({
  TOSS_CLIENT_KEY: CLIENT_KEY,
  TOSS_SECRET_KEY: SECRET_KEY,
  TOSS_API_BASE_URL: double.baseUrl,
});

/** What the window's successUrl carried back to the browser. */
export interface TWindowReturn {
  paymentKey: string;
  orderId: string;
  amount: number;
}

/**
 * The payer presses "pay" in the double's window opened at the order's `checkoutUrl`, as the
 * browser posts it; `amount` replaces the order's, as a payer who edits the window's address
 * would. Gives what the window sends back to successUrl.
 */
export async function payInWindow(
  order: TPaymentOrder,
  amount = order.amount,
): Promise<TWindowReturn> {
  const checkout = new URL(order.checkoutUrl ?? '');
  const form = new URLSearchParams(checkout.searchParams);
  form.set('amount', String(amount));
  form.set('action', 'pay');
  const response = await fetch(new URL('/checkout', checkout), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const back = new URL(response.headers.get('location') ?? '');
  return {
    paymentKey: back.searchParams.get('paymentKey') ?? '',
    orderId: back.searchParams.get('orderId') ?? '',
    amount: Number(back.searchParams.get('amount')),
  };
}

/** Toss's PAYMENT_STATUS_CHANGED webhook of a payment the double holds, as Toss posts it. */
export function statusChangedWebhook(double: TTossDouble, paymentKey: string) {
  const payment = double.payments().find((each) => each.paymentKey === paymentKey);
  return {
    eventType: 'PAYMENT_STATUS_CHANGED',
    createdAt: '2026-11-30T10:00:00.000000',
    data: payment,
  };
}
