import { randomBytes } from 'node:crypto';
import {
  PAYMENT_MESSAGES,
  PAYMENT_RETURN_PATHS,
  paymentOrderNameOf,
  pickText,
  type TLanguage,
  type TPaymentOrder,
} from '@academy/contracts';
import { TOSS_DEFAULT_BASE_URL, type TossSettings } from '../config/toss-settings.js';
import { AppError } from '../http/app-error.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import { assertAttemptsWithinBound, holdUnpaidDue } from './payable-due.js';

/** Random and unguessable, 28 characters of Toss's orderId alphabet. */
const newOrderId = () => `ord_${randomBytes(18).toString('base64url')}`;

/**
 * The double's window with the order's values; null with Toss itself, whose window only its
 * browser SDK opens (decision 0043).
 */
function checkoutUrlOf(settings: TossSettings, order: Omit<TPaymentOrder, 'checkoutUrl'>) {
  if (settings.baseUrl === TOSS_DEFAULT_BASE_URL) return null;
  const url = new URL('/checkout', settings.baseUrl);
  const { clientKey, orderId, orderName, successUrl, failUrl } = order;
  const query = {
    clientKey,
    orderId,
    orderName,
    successUrl,
    failUrl,
    amount: String(order.amount),
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * A member (or their guardian, acting for them) starts paying an unpaid due online: the server
 * makes the order with the due's amount and replaces the due's open order, the due's row held so
 * simultaneous orders queue up (docs/product/payments.md).
 */
export function createCreatePaymentOrder(deps: OnlinePaymentDeps & { appOrigin: string }) {
  const { units, attempts, payments, appOrigin } = deps;
  return async function createPaymentOrder(
    memberId: number,
    dueId: number,
    language: TLanguage,
  ): Promise<TPaymentOrder> {
    if (!payments) throw new AppError('ONLINE_PAYMENT_OFF', PAYMENT_MESSAGES.onlinePaymentOff);
    const { settings } = payments;
    const { attempt, customerName } = await units.run(async ({ tx }) => {
      const due = await holdUnpaidDue(deps, tx, { memberId, dueId });
      if (await attempts.isConfirming(tx, dueId)) {
        throw new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.confirming);
      }
      // The due's virtual account waits for its deposit: one open way to pay at a time (0046).
      if (await attempts.findWaiting(tx, dueId)) {
        throw new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.accountOpen);
      }
      await assertAttemptsWithinBound(deps, tx, dueId, 'tooManyOrders');
      const orderName = pickText(paymentOrderNameOf(due.month), language);
      const created = await attempts.replaceReady(tx, {
        orderId: newOrderId(),
        dueId,
        amount: due.amount,
        orderName,
      });
      return { attempt: created, customerName: due.member.name };
    });
    const order = {
      clientKey: settings.clientKey,
      orderId: attempt.orderId,
      orderName: attempt.orderName,
      amount: attempt.amount,
      customerName,
      successUrl: `${appOrigin}${PAYMENT_RETURN_PATHS.success}`,
      failUrl: `${appOrigin}${PAYMENT_RETURN_PATHS.fail}`,
      testMode: settings.testMode,
    };
    return { ...order, checkoutUrl: checkoutUrlOf(settings, order) };
  };
}

export type CreatePaymentOrder = ReturnType<typeof createCreatePaymentOrder>;
