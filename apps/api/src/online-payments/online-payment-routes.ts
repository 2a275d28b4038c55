import { PAYMENT_MESSAGES, paymentOperations } from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ConfirmPayment } from './confirm-payment.js';
import type { CreatePaymentOrder } from './create-payment-order.js';
import type { ReceiveTossWebhook } from './receive-toss-webhook.js';

/** Paying a due online: the order, the confirm on return, Toss's webhook (docs/product/payments.md). */
export function onlinePaymentRoutes(deps: {
  guards: AuthGuards;
  createPaymentOrder: CreatePaymentOrder;
  confirmPayment: ConfirmPayment;
  receiveTossWebhook: ReceiveTossWebhook;
  limit: RequestHandler;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(paymentOperations.createPaymentOrder, async ({ caller, params, language }) => ({
    data: await deps.createPaymentOrder(caller.id, params.id, language),
    message: PAYMENT_MESSAGES.orderCreated,
  }));

  handle(paymentOperations.confirmPayment, async ({ caller, body }) => ({
    data: await deps.confirmPayment(caller.id, body),
    message: PAYMENT_MESSAGES.confirmed,
  }));

  handle(
    paymentOperations.receiveTossWebhook,
    async ({ body }) => ({ data: await deps.receiveTossWebhook(body) }),
    { before: [deps.limit] },
  );

  return router;
}
