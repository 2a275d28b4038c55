import { randomBytes } from 'node:crypto';
import {
  maskCashReceiptNumber,
  PAYMENT_MESSAGES,
  paymentOrderNameOf,
  pickText,
  VIRTUAL_ACCOUNT_LIMITS,
  type TLanguage,
  type TVirtualAccount,
  type TVirtualAccountRequest,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { PaymentProviderError, type TPayment } from '../payments/payment-provider.js';
import { isUniqueViolation } from '../db/prisma-errors.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import { assertAttemptsWithinBound, holdUnpaidDue } from './payable-due.js';
import { providerFailure } from './payment-settlement.js';
import { reconcileWaitingAccount } from './reconcile-virtual-account.js';
import { accountOf } from './virtual-account-messages.js';
import { storeIssuedAccount, type TAccountAttempt } from './virtual-account-settlement.js';

/** Random and unguessable, 28 characters of Toss's orderId alphabet (as a card order's). */
const newOrderId = () => `vac_${randomBytes(18).toString('base64url')}`;

/** Toss's words for the two kinds of cash receipt. */
const TOSS_RECEIPT_TYPES = { personal: '소득공제', business: '지출증빙' } as const;

type TPrepared =
  | { open: TVirtualAccount | null; orderId: string }
  | { attempt: TAccountAttempt & { bankCode: string; orderName: string }; customerName: string };

/**
 * A member (or their guardian, acting for them) asks for a virtual account to pay an unpaid due
 * into (docs/product/payments.md, decision 0046). The due's row is held while its attempt is made
 * in `waiting`, so of simultaneous asks one makes it and the others answer the same account;
 * Toss is asked outside the transaction, with the attempt's orderId as the idempotency key.
 */
export function createIssueVirtualAccount(deps: OnlinePaymentDeps) {
  const { payments, now = systemClock } = deps;
  return async function issueVirtualAccount(
    memberId: number,
    dueId: number,
    request: TVirtualAccountRequest,
    language: TLanguage,
  ): Promise<TVirtualAccount> {
    if (!payments) throw new AppError('ONLINE_PAYMENT_OFF', PAYMENT_MESSAGES.onlinePaymentOff);
    const ask = { memberId, dueId, request, language };
    let prepared = await prepare(deps, ask);
    if ('open' in prepared && isPastDeadline(prepared.open, now())) {
      // Toss decides whether it was paid into at the last minute or expired; then ask again.
      await settleLapsed(deps, payments, prepared.orderId, now());
      prepared = await prepare(deps, ask);
    }
    if ('open' in prepared) {
      if (prepared.open) return prepared.open;
      throw new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.accountIssuing);
    }
    const payment = await askToss(deps, payments, prepared, request);
    await storeIssuedAccount(deps, prepared.attempt, payment);
    const stored = await deps.attempts.findByOrderId(prepared.attempt.orderId);
    const account = stored ? accountOf(stored) : null;
    if (!account) throw new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.accountIssuing);
    return account;
  };
}

const isPastDeadline = (account: TVirtualAccount | null, at: Date) =>
  account !== null && Date.parse(account.depositDeadline) <= at.getTime();

/** An account past its deadline, settled from Toss's answer as the reconciliation job would. */
async function settleLapsed(
  deps: OnlinePaymentDeps,
  payments: TOnlinePayments,
  orderId: string,
  at: Date,
): Promise<void> {
  const attempt = await deps.attempts.findByOrderId(orderId);
  if (!attempt) return;
  try {
    await reconcileWaitingAccount(deps, payments, attempt, at.getTime());
  } catch (error) {
    if (error instanceof PaymentProviderError && error.retryable) {
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}

/**
 * In one transaction, the due held: the due's open account, or a new waiting attempt. A due
 * staff marked unpaid again while its earlier online payment stands is refused (holdUnpaidDue),
 * and the index of one confirming, waiting or done attempt per due, not refunded whole, refuses a
 * second one however the asks race (decision 0065).
 */
async function prepare(
  deps: OnlinePaymentDeps,
  ask: { memberId: number; dueId: number; request: TVirtualAccountRequest; language: TLanguage },
): Promise<TPrepared> {
  const { units, attempts } = deps;
  const { dueId, request } = ask;
  try {
    return await units.run(async ({ tx }) => {
      const due = await holdUnpaidDue(deps, tx, ask);
      const waiting = await attempts.findWaiting(tx, dueId);
      if (waiting) return { open: accountOf(waiting), orderId: waiting.orderId };
      if (await attempts.isConfirming(tx, dueId)) {
        throw new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.confirming);
      }
      await assertAttemptsWithinBound(deps, tx, dueId, 'tooManyAccounts');
      const receipt = request.cashReceipt;
      const created = await attempts.createWaiting(tx, {
        orderId: newOrderId(),
        dueId,
        amount: due.amount,
        orderName: pickText(paymentOrderNameOf(due.month), ask.language),
        bankCode: request.bank,
        cashReceipt: receipt
          ? { type: receipt.type, maskedNumber: maskCashReceiptNumber(receipt.registrationNumber) }
          : null,
      });
      const attempt = {
        ...created,
        bankCode: request.bank,
        due: { id: due.id, memberId: due.memberId, month: due.month },
      };
      return { attempt, customerName: due.member.name };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.orderClosed);
    }
    throw error;
  }
}

/**
 * Toss issues the account. A refusal closes the attempt (the payer may choose again); no answer
 * leaves it waiting, and the reconciliation job looks the order up and stores the account or
 * closes it (decision 0046).
 */
async function askToss(
  deps: OnlinePaymentDeps,
  payments: TOnlinePayments,
  { attempt, customerName }: Extract<TPrepared, { attempt: unknown }>,
  request: TVirtualAccountRequest,
): Promise<TPayment> {
  const receipt = request.cashReceipt;
  try {
    return await payments.provider.issueVirtualAccount({
      orderId: attempt.orderId,
      orderName: attempt.orderName,
      amount: attempt.amount,
      customerName,
      bank: attempt.bankCode,
      validHours: VIRTUAL_ACCOUNT_LIMITS.VALID_HOURS,
      ...(receipt
        ? {
            cashReceipt: {
              type: TOSS_RECEIPT_TYPES[receipt.type],
              registrationNumber: receipt.registrationNumber,
            },
          }
        : {}),
      idempotencyKey: `virtual-account-${attempt.orderId}`,
    });
  } catch (error) {
    throw await providerFailure(deps, attempt.id, error, PAYMENT_MESSAGES.accountRefused);
  }
}

export type IssueVirtualAccount = ReturnType<typeof createIssueVirtualAccount>;
