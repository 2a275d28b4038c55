import { randomBytes } from 'node:crypto';

/**
 * The double's payments, in the shape of Toss's Payment object (docs.tosspayments.com/reference,
 * API version 2022-11-16), with the transitions Toss documents: the payment window authorises
 * (IN_PROGRESS), confirm approves (DONE), cancel takes part or all of the balance
 * (PARTIAL_CANCELED, CANCELED), a virtual account waits (WAITING_FOR_DEPOSIT) until a deposit
 * (DONE), its due date (EXPIRED) or a cancel of the whole amount, which closes it (CANCELED) and
 * refuses any deposit after.
 */
export type TDoubleStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

export interface TDoubleCancel {
  cancelAmount: number;
  cancelReason: string;
  taxFreeAmount: number;
  taxExemptionAmount: number;
  refundableAmount: number;
  easyPayDiscountAmount: number;
  canceledAt: string;
  transactionKey: string;
  receiptKey: string | null;
  cancelStatus: 'DONE';
  cancelRequestId: string | null;
}

export interface TDoublePayment {
  mId: string;
  version: '2022-11-16';
  lastTransactionKey: string | null;
  paymentKey: string;
  orderId: string;
  orderName: string;
  taxExemptionAmount: number;
  status: TDoubleStatus;
  requestedAt: string;
  approvedAt: string | null;
  useEscrow: false;
  cultureExpense: false;
  card: Record<string, unknown> | null;
  virtualAccount: {
    accountType: '일반';
    accountNumber: string;
    bankCode: string;
    customerName: string;
    dueDate: string;
    refundStatus: 'NONE';
    expired: boolean;
    settlementStatus: 'INCOMPLETED' | 'COMPLETED';
    refundReceiveAccount: null;
  } | null;
  transfer: null;
  mobilePhone: null;
  giftCertificate: null;
  cashReceipt: Record<string, unknown> | null;
  cashReceipts: null;
  discount: null;
  cancels: TDoubleCancel[] | null;
  secret: string | null;
  type: 'NORMAL';
  easyPay: null;
  country: 'KR';
  failure: { code: string; message: string } | null;
  isPartialCancelable: boolean;
  receipt: { url: string } | null;
  checkout: { url: string };
  currency: 'KRW';
  totalAmount: number;
  balanceAmount: number;
  suppliedAmount: number;
  vat: number;
  taxFreeAmount: number;
  method: '카드' | '가상계좌';
  metadata: null;
}

/** A documented Toss error, with its HTTP status (docs.tosspayments.com/reference/error-codes). */
export interface TTossRefusal {
  status: number;
  code: string;
  message: string;
}

export const REFUSALS = {
  unauthorized: refusal(
    401,
    'UNAUTHORIZED_KEY',
    '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
  ),
  notFound: refusal(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.'),
  sessionExpired: refusal(
    404,
    'NOT_FOUND_PAYMENT_SESSION',
    '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
  ),
  alreadyProcessed: refusal(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.'),
  invalid: (detail: string) => refusal(400, 'INVALID_REQUEST', `잘못된 요청입니다. (${detail})`),
  alreadyCanceled: refusal(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.'),
  notCancelableAmount: refusal(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.'),
  notCancelable: refusal(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.'),
  refundAccountRequired: refusal(
    400,
    'INVALID_REFUND_ACCOUNT_INFO',
    '가상계좌 결제를 환불하려면 환불 받을 계좌 정보가 필요합니다.',
  ),
  duplicatedOrder: refusal(
    400,
    'DUPLICATED_ORDER_ID',
    '이미 승인 및 취소가 진행된 중복된 주문번호 입니다. 다른 주문번호로 진행해주세요.',
  ),
  internal: refusal(
    500,
    'FAILED_INTERNAL_SYSTEM_PROCESSING',
    '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.',
  ),
} as const;

function refusal(status: number, code: string, message: string): TTossRefusal {
  return { status, code, message };
}

/** Toss answers times in KST with an offset: 2022-01-01T11:31:29+09:00. */
export function kst(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+09:00');
}

export function randomKey(prefix: string, length = 20): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return (
    prefix + Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('')
  );
}

interface TNewPayment {
  orderId: string;
  orderName: string;
  amount: number;
  method: '카드' | '가상계좌';
  at: Date;
}

export function newPayment({
  orderId,
  orderName,
  amount,
  method,
  at,
}: TNewPayment): TDoublePayment {
  const paymentKey = randomKey('tdbl', 28);
  const vat = Math.round(amount / 11);
  return {
    mId: 'tosspayments',
    version: '2022-11-16',
    lastTransactionKey: null,
    paymentKey,
    orderId,
    orderName,
    taxExemptionAmount: 0,
    status: 'IN_PROGRESS',
    requestedAt: kst(at),
    approvedAt: null,
    useEscrow: false,
    cultureExpense: false,
    card: null,
    virtualAccount: null,
    transfer: null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    cancels: null,
    secret: null,
    type: 'NORMAL',
    easyPay: null,
    country: 'KR',
    failure: null,
    isPartialCancelable: true,
    receipt: null,
    checkout: { url: `https://api.tosspayments.com/v1/payments/${paymentKey}/checkout` },
    currency: 'KRW',
    totalAmount: amount,
    balanceAmount: amount,
    suppliedAmount: amount - vat,
    vat,
    taxFreeAmount: 0,
    method,
    metadata: null,
  };
}

/** Confirm approves a card payment the window authorised. */
export function approve(payment: TDoublePayment, at: Date) {
  payment.status = 'DONE';
  payment.approvedAt = kst(at);
  payment.lastTransactionKey = randomKey('', 32).toUpperCase();
  payment.card = {
    issuerCode: '71',
    acquirerCode: '71',
    number: '43301234****123*',
    installmentPlanMonths: 0,
    isInterestFree: false,
    interestPayer: null,
    approveNo: '00000000',
    useCardPoint: false,
    cardType: '신용',
    ownerType: '개인',
    acquireStatus: 'READY',
    amount: payment.totalAmount,
  };
  payment.receipt = {
    url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${payment.paymentKey}&ref=PX`,
  };
}

/** A cancel of `amount` (the whole balance when absent), or the refusal Toss documents. */
export function cancel(
  payment: TDoublePayment,
  reason: string,
  amount: number | undefined,
  at: Date,
  refundAccount?: { bank: string; accountNumber: string; holderName: string },
): TTossRefusal | null {
  if (payment.status === 'CANCELED') return REFUSALS.alreadyCanceled;
  // Money deposited into a virtual account goes back only to an account the shop names.
  const deposited = payment.method === '가상계좌' && payment.status !== 'WAITING_FOR_DEPOSIT';
  if (deposited && !refundAccount) return REFUSALS.refundAccountRequired;
  const cancelable = ['DONE', 'PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'].includes(payment.status);
  if (!cancelable) return REFUSALS.notCancelable;
  const take = amount ?? payment.balanceAmount;
  if (take > payment.balanceAmount) return REFUSALS.notCancelableAmount;
  // A virtual account not yet paid into is cancelled whole: there is nothing to refund in part.
  if (payment.status === 'WAITING_FOR_DEPOSIT' && take !== payment.balanceAmount) {
    return REFUSALS.notCancelableAmount;
  }
  payment.balanceAmount -= take;
  const transactionKey = randomKey('', 32).toUpperCase();
  payment.lastTransactionKey = transactionKey;
  payment.cancels = [
    ...(payment.cancels ?? []),
    {
      cancelAmount: take,
      cancelReason: reason,
      taxFreeAmount: 0,
      taxExemptionAmount: 0,
      refundableAmount: payment.balanceAmount,
      easyPayDiscountAmount: 0,
      canceledAt: kst(at),
      transactionKey,
      receiptKey: null,
      cancelStatus: 'DONE',
      cancelRequestId: null,
    },
  ];
  payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
  return null;
}

/** Issues a virtual account on the payment (POST /v1/virtual-accounts). */
export function openVirtualAccount(
  payment: TDoublePayment,
  account: { bank: string; customerName: string; dueDate: Date },
) {
  payment.status = 'WAITING_FOR_DEPOSIT';
  // Toss's test accounts start with X: no real deposit can reach them (docs: resources/faq).
  payment.virtualAccount = {
    accountType: '일반',
    accountNumber: `X${String(randomBytes(6).readUIntBE(0, 6)).padStart(13, '0').slice(0, 13)}`,
    bankCode: account.bank,
    customerName: account.customerName,
    dueDate: kst(account.dueDate),
    refundStatus: 'NONE',
    expired: false,
    settlementStatus: 'INCOMPLETED',
    refundReceiveAccount: null,
  };
  payment.secret = randomKey('ps_', 28);
}

/** A deposit of the whole amount: the payment is done. */
export function deposit(payment: TDoublePayment, at: Date) {
  payment.status = 'DONE';
  payment.approvedAt = kst(at);
  payment.lastTransactionKey = randomKey('', 32).toUpperCase();
  payment.receipt = {
    url: `https://dashboard.tosspayments.com/receipt/payment-detail/bank-transfer?transactionId=${payment.paymentKey}&ref=PX`,
  };
}

export function expire(payment: TDoublePayment) {
  payment.status = 'EXPIRED';
  if (payment.virtualAccount) payment.virtualAccount.expired = true;
}
