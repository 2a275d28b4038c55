import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payment-provider.js';

/**
 * The parts of Toss's Payment object the provider reads (docs.tosspayments.com/reference#payment-객체,
 * API version 2022-11-16). Fields we do not read are left out: zod drops them, so a field Toss
 * adds does not break payments. Nullable where Toss documents null (a card payment has no
 * virtualAccount, an unapproved one no approvedAt).
 */
export const ZTossError = z.object({ code: z.string().max(100), message: z.string().max(1000) });

const ZTossCancel = z.object({
  cancelAmount: z.number().int(),
  cancelReason: z.string(),
  canceledAt: z.iso.datetime({ offset: true }),
  transactionKey: z.string(),
});

const ZTossVirtualAccount = z.object({
  accountNumber: z.string(),
  bankCode: z.string(),
  customerName: z.string(),
  dueDate: z.iso.datetime({ offset: true }),
  expired: z.boolean(),
});

export const ZTossPayment = z.object({
  paymentKey: z.string().min(1).max(200),
  orderId: z.string().min(1).max(64),
  orderName: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  // 카드, 가상계좌, 간편결제, 휴대폰, 계좌이체, 문화상품권, 도서문화상품권, 게임문화상품권; null before
  // the customer chose one.
  method: z.string().nullish(),
  totalAmount: z.number().int().min(0),
  balanceAmount: z.number().int().min(0),
  approvedAt: z.iso.datetime({ offset: true }).nullish(),
  virtualAccount: ZTossVirtualAccount.nullish(),
  secret: z.string().nullish(),
  cancels: z.array(ZTossCancel).nullish(),
  receipt: z.object({ url: z.string() }).nullish(),
});

export type TTossPayment = z.infer<typeof ZTossPayment>;
