import { PAYMENT_MESSAGES, VIRTUAL_ACCOUNT_LIMITS } from '@academy/contracts';
import type { Router } from 'express';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import type { Logger } from '../logger/logger.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createTuitionRepository } from '../tuition/tuition-repository.js';
import { createCloseVirtualAccount } from './close-virtual-account.js';
import { createConfirmPayment } from './confirm-payment.js';
import { createCreatePaymentOrder } from './create-payment-order.js';
import { createIssueVirtualAccount } from './issue-virtual-account.js';
import { onlinePaymentRoutes } from './online-payment-routes.js';
import { createPaymentAttemptRepository } from './payment-attempt-repository.js';
import { createReceiveTossWebhook } from './receive-toss-webhook.js';
import { openAccountsOf } from './virtual-account-messages.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { createListPayments } from './list-payments.js';
import { createWaitingAccounts } from './close-waiting-account.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import { createPaymentRefundRepository } from './payment-refund-repository.js';
import { createRefundPayment } from './refund-payment.js';
import { createStaffPaymentRepository } from './staff-payment-repository.js';
import type { RequestHandler } from 'express';

/** Wires paying dues online; `payments` null: Toss is not set up and the calls say so. */
export function createOnlinePaymentModule(
  deps: ModuleDeps & {
    payments: TOnlinePayments | null;
    appOrigin: string;
    logger: Logger;
    limit: RequestHandler;
  },
): { router: Router } {
  const { prisma } = deps.database;
  const shared = onlinePaymentDepsOf(deps);
  const views = createStaffPaymentRepository(prisma);
  return {
    router: onlinePaymentRoutes({
      guards: deps.guards,
      createPaymentOrder: createCreatePaymentOrder({ ...shared, appOrigin: deps.appOrigin }),
      confirmPayment: createConfirmPayment(shared),
      issueVirtualAccount: createIssueVirtualAccount(shared),
      closeVirtualAccount: createCloseVirtualAccount(shared),
      receiveTossWebhook: createReceiveTossWebhook(shared),
      listPayments: createListPayments({ views }),
      refundPayment: createRefundPayment({ ...shared, views }),
      limit: deps.limit,
      // Each close costs calls to Toss: counted per signed-in account, refused ones too, so a
      // script cannot open and close accounts in a loop (decision 0064).
      closeLimit: createRateLimiter(createRateLimitCounters(prisma), {
        name: 'virtual-account-closes',
        windowMs: 60 * MINUTE_MS,
        limit: VIRTUAL_ACCOUNT_LIMITS.CLOSES_PER_ACCOUNT_PER_HOUR,
        message: PAYMENT_MESSAGES.tooManyCloses,
        key: 'account',
      }),
    }),
  };
}

function onlinePaymentDepsOf(
  deps: Pick<ModuleDeps, 'database' | 'units'> & {
    payments: TOnlinePayments | null;
    logger: Logger;
  },
): OnlinePaymentDeps {
  const { prisma } = deps.database;
  return {
    units: deps.units,
    attempts: createPaymentAttemptRepository(prisma),
    refunds: createPaymentRefundRepository(prisma),
    tuition: createTuitionRepository(prisma),
    payments: deps.payments,
    logger: deps.logger,
  };
}

/** Closing a due's waiting account before staff change it, for tuition (a layer below; 0063). */
export const waitingAccountsOf = (deps: Parameters<typeof onlinePaymentDepsOf>[0]) =>
  createWaitingAccounts(onlinePaymentDepsOf(deps));

/** The virtual accounts waiting on dues, for the member's tuition (a layer below; decision 0046). */
export const openAccountsReader = (prisma: PrismaClient) =>
  openAccountsOf(createPaymentAttemptRepository(prisma));
