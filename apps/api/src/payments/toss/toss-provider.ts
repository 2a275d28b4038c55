import type { TossSettings } from '../../config/toss-settings.js';
import {
  type TCancelPayment,
  type TConfirmPayment,
  type TIssueVirtualAccount,
  type TPayment,
  type TPaymentMethod,
  type TPaymentProvider,
  PaymentProviderError,
} from '../payment-provider.js';
import { type TTossPayment, ZTossPayment } from './toss-answers.js';
import { callToss, type TTossTransport } from './toss-request.js';

/**
 * Toss's documented bounds on what we send (docs.tosspayments.com/reference): an orderId of 6-64
 * letters, digits, `-` and `_`; a cancelReason of at most 200 characters; an idempotency key of at
 * most 300; a virtual account valid up to 30 days. Checked here so a bad value is refused before
 * it leaves, with no half-done call.
 */
const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
const PAYMENT_KEY_MAX = 200;
const CANCEL_REASON_MAX = 200;
const IDEMPOTENCY_KEY_MAX = 300;
const ORDER_NAME_MAX = 100;
const CUSTOMER_NAME_MAX = 100;
const VALID_HOURS_MAX = 720;
/** Our bound on one payment: tuition is far below it. */
const AMOUNT_MAX = 100_000_000;

/** Toss's `method`, in Korean in API version 2022-11-16. */
const METHODS: Record<string, TPaymentMethod> = {
  카드: 'card',
  가상계좌: 'virtual-account',
  계좌이체: 'transfer',
  간편결제: 'easy-pay',
  휴대폰: 'mobile-phone',
};

export interface TTossProviderOptions {
  /** How long one call may take before it counts as no answer (retryable). */
  timeoutMs?: number;
  maxAnswerBytes?: number;
}

/** The payment provider over Toss Payments' HTTP API v1 (docs/decisions/0039). */
export function createTossProvider(
  settings: TossSettings,
  options: TTossProviderOptions = {},
): TPaymentProvider {
  const transport: TTossTransport = {
    settings,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxAnswerBytes: options.maxAnswerBytes ?? 256 * 1024,
  };
  const payment = async (call: Parameters<typeof callToss<TTossPayment>>[1]) =>
    paymentOf(await callToss(transport, call));
  return {
    confirm: async (request) => {
      const confirmed = await payment(confirmCall(request));
      // The approval must be of this order and this amount, whatever else the answer says.
      if (confirmed.orderId !== request.orderId || confirmed.totalAmount !== request.amount) {
        throw new PaymentProviderError('Toss confirm: the approval is of another order', false);
      }
      return confirmed;
    },
    get: async (paymentKey) => {
      check(isPaymentKey(paymentKey), 'a paymentKey of 1-200 characters');
      return orNull(
        payment({
          method: 'GET',
          path: `/v1/payments/${encodeURIComponent(paymentKey)}`,
          answer: ZTossPayment,
        }),
      );
    },
    getByOrderId: async (orderId) => {
      check(ORDER_ID.test(orderId), 'an orderId of 6-64 letters, digits, - and _');
      return orNull(
        payment({ method: 'GET', path: `/v1/payments/orders/${orderId}`, answer: ZTossPayment }),
      );
    },
    cancel: async (request) => payment(cancelCall(request)),
    issueVirtualAccount: async (request) => payment(virtualAccountCall(request)),
  };
}

/**
 * POST /v1/payments/confirm. The Idempotency-Key is one per payment: a retry after a lost answer
 * gets the first answer back, not ALREADY_PROCESSED_PAYMENT.
 */
function confirmCall({ paymentKey, orderId, amount }: TConfirmPayment) {
  check(isPaymentKey(paymentKey), 'a paymentKey of 1-200 characters');
  check(ORDER_ID.test(orderId), 'an orderId of 6-64 letters, digits, - and _');
  check(isAmount(amount), `an amount of 1-${AMOUNT_MAX} won`);
  return {
    method: 'POST' as const,
    path: '/v1/payments/confirm',
    body: { paymentKey, orderId, amount },
    idempotencyKey: `confirm-${paymentKey}`,
    answer: ZTossPayment,
  };
}

/**
 * POST /v1/payments/{paymentKey}/cancel; without cancelAmount Toss cancels the whole balance. A
 * payment into a virtual account names the account the money goes back to (refundReceiveAccount).
 */
function cancelCall(request: TCancelPayment) {
  const { paymentKey, reason, amount, idempotencyKey, refundReceiveAccount } = request;
  check(isPaymentKey(paymentKey), 'a paymentKey of 1-200 characters');
  check(
    reason.trim().length > 0 && reason.length <= CANCEL_REASON_MAX,
    'a reason of 1-200 characters',
  );
  check(amount === undefined || isAmount(amount), `an amount of 1-${AMOUNT_MAX} won`);
  checkIdempotencyKey(idempotencyKey);
  return {
    method: 'POST' as const,
    path: `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
    body: {
      cancelReason: reason,
      ...(amount === undefined ? {} : { cancelAmount: amount }),
      ...(refundReceiveAccount ? { refundReceiveAccount } : {}),
    },
    idempotencyKey,
    answer: ZTossPayment,
  };
}

/** POST /v1/virtual-accounts (docs.tosspayments.com/guides/payment/virtual-account-api). */
function virtualAccountCall(request: TIssueVirtualAccount) {
  const { idempotencyKey, validHours, ...fields } = request;
  check(ORDER_ID.test(fields.orderId), 'an orderId of 6-64 letters, digits, - and _');
  check(isAmount(fields.amount), `an amount of 1-${AMOUNT_MAX} won`);
  check(isText(fields.orderName, ORDER_NAME_MAX), 'an orderName of 1-100 characters');
  check(isText(fields.customerName, CUSTOMER_NAME_MAX), 'a customerName of 1-100 characters');
  check(/^\d{2}$/.test(fields.bank), 'a two-digit bank code');
  check(
    fields.customerMobilePhone === undefined || /^\d{8,15}$/.test(fields.customerMobilePhone),
    'a mobile phone of 8-15 digits',
  );
  check(
    fields.customerEmail === undefined || isText(fields.customerEmail, 100),
    'an e-mail of 1-100 characters',
  );
  check(
    fields.cashReceipt === undefined || /^\d{8,20}$/.test(fields.cashReceipt.registrationNumber),
    'a cash receipt number of 8-20 digits',
  );
  check(
    validHours === undefined ||
      (Number.isInteger(validHours) && validHours >= 1 && validHours <= VALID_HOURS_MAX),
    `validHours of 1-${VALID_HOURS_MAX}`,
  );
  checkIdempotencyKey(idempotencyKey);
  return {
    method: 'POST' as const,
    path: '/v1/virtual-accounts',
    body: { ...fields, ...(validHours === undefined ? {} : { validHours }) },
    idempotencyKey,
    answer: ZTossPayment,
  };
}

/** NOT_FOUND_PAYMENT (404) is an answer for a lookup: no such payment. */
async function orNull(lookup: Promise<TPayment>): Promise<TPayment | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof PaymentProviderError && error.httpStatus === 404) return null;
    throw error;
  }
}

function paymentOf(answer: TTossPayment): TPayment {
  const account = answer.virtualAccount;
  return {
    paymentKey: answer.paymentKey,
    orderId: answer.orderId,
    orderName: answer.orderName,
    status: answer.status,
    method: answer.method ? (METHODS[answer.method] ?? 'other') : null,
    totalAmount: answer.totalAmount,
    balanceAmount: answer.balanceAmount,
    approvedAt: answer.approvedAt ? new Date(answer.approvedAt) : null,
    virtualAccount: account
      ? {
          accountNumber: account.accountNumber,
          bankCode: account.bankCode,
          customerName: account.customerName,
          dueDate: new Date(account.dueDate),
          expired: account.expired,
        }
      : null,
    secret: answer.secret ?? null,
    cancels: (answer.cancels ?? []).map((cancel) => ({
      amount: cancel.cancelAmount,
      reason: cancel.cancelReason,
      canceledAt: new Date(cancel.canceledAt),
      transactionKey: cancel.transactionKey,
    })),
    receiptUrl: answer.receipt?.url ?? null,
  };
}

function check(ok: boolean, expected: string): asserts ok {
  if (!ok) throw new PaymentProviderError(`Toss: expected ${expected}`, false);
}

function checkIdempotencyKey(key: string) {
  check(
    key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX,
    'an idempotency key of 1-300 characters',
  );
}

function isPaymentKey(paymentKey: string) {
  return paymentKey.length > 0 && paymentKey.length <= PAYMENT_KEY_MAX;
}

function isAmount(amount: number) {
  return Number.isInteger(amount) && amount >= 1 && amount <= AMOUNT_MAX;
}

function isText(text: string, max: number) {
  return text.trim().length > 0 && text.length <= max;
}
