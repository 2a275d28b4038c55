import type { TPaymentOrder } from '@academy/contracts';
import { openTossPaymentWindow, type TWindowOutcome } from './toss-payment-window';

export type { TWindowOutcome } from './toss-payment-window';

/**
 * Opens the window for the order the server made: the double's page when the server named one
 * (a full page load), Toss's own window through its browser SDK otherwise (decision 0048). Kept
 * in its own module so tests can replace the navigation.
 */
export async function openPaymentWindow(order: TPaymentOrder): Promise<TWindowOutcome> {
  if (order.checkoutUrl === null) return openTossPaymentWindow(order);
  window.location.assign(order.checkoutUrl);
  return 'opened';
}
