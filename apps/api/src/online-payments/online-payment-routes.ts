import { PAYMENT_MESSAGES, paymentOperations } from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { CloseVirtualAccount } from './close-virtual-account.js';
import type { ConfirmPayment } from './confirm-payment.js';
import type { CreatePaymentOrder } from './create-payment-order.js';
import type { IssueVirtualAccount } from './issue-virtual-account.js';
import type { ListPayments } from './list-payments.js';
import type { RefundPayment } from './refund-payment.js';
import type { ReceiveTossWebhook } from './receive-toss-webhook.js';

/**
 * Paying a due online: the order, the confirm on return, a virtual account, Toss's webhook; the
 * staff's list and the admin's refunds (docs/product/payments.md).
 */
export function onlinePaymentRoutes(deps: {
  guards: AuthGuards;
  createPaymentOrder: CreatePaymentOrder;
  confirmPayment: ConfirmPayment;
  issueVirtualAccount: IssueVirtualAccount;
  closeVirtualAccount: CloseVirtualAccount;
  receiveTossWebhook: ReceiveTossWebhook;
  listPayments: ListPayments;
  refundPayment: RefundPayment;
  limit: RequestHandler;
  closeLimit: RequestHandler;
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

  handle(paymentOperations.issueVirtualAccount, async ({ caller, params, body, language }) => ({
    data: await deps.issueVirtualAccount(caller.id, params.id, body, language),
    message: PAYMENT_MESSAGES.accountIssued,
  }));

  handle(
    paymentOperations.closeVirtualAccount,
    async ({ caller, params }) => ({
      data: await deps.closeVirtualAccount(caller.id, params.id),
      message: PAYMENT_MESSAGES.accountClosedByPayer,
    }),
    { before: [deps.closeLimit] },
  );

  handle(
    paymentOperations.receiveTossWebhook,
    async ({ body }) => ({ data: await deps.receiveTossWebhook(body) }),
    { before: [deps.limit] },
  );

  handle(paymentOperations.listPayments, async ({ query }) => ({
    data: await deps.listPayments(query),
  }));

  handle(paymentOperations.refundPayment, async ({ caller, params, body }) => {
    const data = await deps.refundPayment(caller.id, params.id, body);
    const done = data.refund.state === 'done';
    return { data, message: done ? PAYMENT_MESSAGES.refunded : PAYMENT_MESSAGES.refundPending };
  });

  return router;
}
