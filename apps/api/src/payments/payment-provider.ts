/**
 * What the academy needs from an online payment provider (docs/product/payments.md), in our own
 * words; Toss Payments implements it (toss/, docs/decisions/0039). Amounts are whole won.
 */

/** Toss's payment statuses (docs.tosspayments.com/reference#payment-객체, `status`). */
export const PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;

export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type TPaymentMethod =
  'card' | 'virtual-account' | 'transfer' | 'easy-pay' | 'mobile-phone' | 'other';

export interface TVirtualAccount {
  accountNumber: string;
  bankCode: string;
  customerName: string;
  /** The deposit deadline; past it the account takes nothing and the payment is EXPIRED. */
  dueDate: Date;
  expired: boolean;
}

export interface TPaymentCancel {
  amount: number;
  reason: string;
  canceledAt: Date;
  transactionKey: string;
}

export interface TPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: TPaymentStatus;
  method: TPaymentMethod | null;
  totalAmount: number;
  /** What is left after cancels. */
  balanceAmount: number;
  approvedAt: Date | null;
  virtualAccount: TVirtualAccount | null;
  /**
   * Toss's per-payment secret, sent again in each deposit webhook of a virtual account: a webhook
   * whose secret differs is not from Toss. Kept server-side only.
   */
  secret: string | null;
  cancels: TPaymentCancel[];
  receiptUrl: string | null;
}

export interface TConfirmPayment {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export interface TCancelPayment {
  paymentKey: string;
  reason: string;
  /** Part of the balance; the whole balance when absent. */
  amount?: number;
  /**
   * Where the money goes back for a payment into a virtual account (Toss requires it there):
   * Toss's bank code, the number as digits, the holder's name.
   */
  refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
  /**
   * The same key for a retry of one cancel, a new one for another cancel: a retry after a lost
   * answer then cancels once (Toss keeps a key 15 days).
   */
  idempotencyKey: string;
}

export interface TIssueVirtualAccount {
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  /** Toss's two-digit bank code (docs.tosspayments.com/codes/org-codes), e.g. '20' 우리은행. */
  bank: string;
  /** Hours the account takes deposits (1-720); Toss's default is 7 days. */
  validHours?: number;
  customerMobilePhone?: string;
  customerEmail?: string;
  /** 현금영수증: 소득공제 (a phone number) or 지출증빙 (a business number). */
  cashReceipt?: { type: '소득공제' | '지출증빙'; registrationNumber: string };
  idempotencyKey: string;
}

export interface TPaymentProvider {
  /** Approves a payment the payment window authorised; the amount must be the order's. */
  confirm(request: TConfirmPayment): Promise<TPayment>;
  /** null when the provider knows no such payment. */
  get(paymentKey: string): Promise<TPayment | null>;
  getByOrderId(orderId: string): Promise<TPayment | null>;
  cancel(request: TCancelPayment): Promise<TPayment>;
  issueVirtualAccount(request: TIssueVirtualAccount): Promise<TPayment>;
}

/**
 * A call that failed. `retryable`: no answer, or a 5xx — the same call may go again (with the
 * same idempotency key). Otherwise final: the provider refused (`code` is its error code).
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
