import type { TPaymentOrder } from '@academy/contracts';

/**
 * How opening the window ended for the page: `opened` (the browser is leaving, or the window
 * will send it to successUrl or failUrl), `closed` (the payer closed it), `unavailable` (Toss's
 * script could not load: offline, blocked) or `failed` (Toss refused to open it). In none but
 * `opened` was anything authorised, so nothing is charged.
 */
export type TWindowOutcome = 'opened' | 'closed' | 'unavailable' | 'failed';

/** Toss's code when the payer closes a window opened in the page (SDK v2). */
const USER_CANCEL = 'USER_CANCEL';

/**
 * Toss's own window (docs.tosspayments.com/sdk/v2/js): the SDK module is imported only now, when
 * the payer presses the button, so no page pays for it up front; it then loads Toss's script from
 * js.tosspayments.com. The buyer is ANONYMOUS: we keep no card with Toss (no saved cards, no
 * brandpay), so a per-member key would identify the member to Toss for nothing.
 */
export async function openTossPaymentWindow(order: TPaymentOrder): Promise<TWindowOutcome> {
  let sdk: Awaited<ReturnType<typeof loadSdk>>;
  try {
    sdk = await loadSdk(order.clientKey);
  } catch {
    return 'unavailable';
  }
  try {
    const payment = sdk.tossPayments.payment({ customerKey: sdk.ANONYMOUS });
    await payment.requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: order.amount },
      orderId: order.orderId,
      orderName: order.orderName,
      customerName: order.customerName,
      successUrl: order.successUrl,
      failUrl: order.failUrl,
    });
    return 'opened';
  } catch (error) {
    return codeOf(error) === USER_CANCEL ? 'closed' : 'failed';
  }
}

async function loadSdk(clientKey: string) {
  const { loadTossPayments, ANONYMOUS } = await import('@tosspayments/tosspayments-sdk');
  return { tossPayments: await loadTossPayments(clientKey), ANONYMOUS };
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
