import { paymentsOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { ONLINE_PAYMENT_LIMITS } from './payments.limits';
import {
  ZPaymentConfirmInput,
  ZPaymentOrder,
  ZPaymentOutcome,
  ZTossWebhookBody,
  ZTossWebhookOutcome,
} from './payments.schemas';

export const createPaymentOrder = paymentsOperation({
  method: 'post',
  path: '/tuition/:id/payments',
  summary: 'Start paying an unpaid due online: the order the payment window opens',
  notes:
    "The due must be the caller's (or, acting for a child, the child's; 404 otherwise) and unpaid (409). " +
    "The amount is the due's, read by the server. A new order replaces the due's open one; at most " +
    `${ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR} orders per due an hour (429). 409 ONLINE_PAYMENT_OFF without Toss settings.`,
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZPaymentOrder,
  successStatus: 201,
  errors: ['NOT_FOUND', 'DUE_ALREADY_PAID', 'ONLINE_PAYMENT_OFF', 'TOO_MANY_REQUESTS'],
});

export const confirmPayment = paymentsOperation({
  method: 'post',
  path: '/payments/confirm',
  summary: "Approve a payment the window authorised (its successUrl's values)",
  notes:
    "The order must be the caller's (404). `amount` must be the order's (409 PAYMENT_AMOUNT_MISMATCH, nothing " +
    'approved); Toss is asked to approve the stored amount, and its answer marks the due paid in one ' +
    'transaction with the receipt. Answered again for an order already done. 409 PAYMENT_NOT_CONFIRMABLE for a ' +
    'replaced, expired or failed order or one being confirmed; 409 PAYMENT_DECLINED when Toss refuses (its code in ' +
    '`data.providerCode`); 503 when Toss could not be reached (the reconciliation job settles it later).',
  access: 'member',
  actsForChild: true,
  body: ZPaymentConfirmInput,
  data: ZPaymentOutcome,
  errors: [
    'NOT_FOUND',
    'DUE_ALREADY_PAID',
    'ONLINE_PAYMENT_OFF',
    'PAYMENT_AMOUNT_MISMATCH',
    'PAYMENT_NOT_CONFIRMABLE',
    'PAYMENT_DECLINED',
    'SERVICE_UNAVAILABLE',
  ],
});

export const receiveTossWebhook = paymentsOperation({
  method: 'post',
  path: '/webhooks/toss',
  summary: "Toss Payments' webhook",
  notes:
    'Called by Toss, not by people. A PAYMENT_STATUS_CHANGED is trusted for nothing but its paymentKey: the ' +
    'payment is looked up at Toss and settled from that answer as a confirm would be. Unknown orders, other ' +
    'events and repeats are acknowledged (200) and change nothing. Deposit callbacks of virtual accounts are ' +
    'not read yet. 503 when Toss could not be asked: Toss sends the webhook again.',
  access: 'public',
  body: ZTossWebhookBody,
  data: ZTossWebhookOutcome,
  rateLimited: true,
  errors: ['SERVICE_UNAVAILABLE'],
});
