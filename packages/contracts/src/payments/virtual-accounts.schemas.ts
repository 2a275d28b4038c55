import { z } from 'zod';
import { VIRTUAL_ACCOUNT_LIMITS } from './payments.limits';
import { ZCashReceiptType, ZVirtualAccountBank } from './virtual-accounts.enums';
import { cashReceiptDigitsOf, isCashReceiptNumber } from './virtual-accounts.rules';

/**
 * A cash receipt asked for with the account: its type and number, checked by type (a phone of
 * 10-11 digits from 01, or a 10-digit business number); hyphens and spaces are dropped.
 */
export const ZCashReceiptRequest = z
  .object({
    type: ZCashReceiptType,
    registrationNumber: z
      .string({ error: 'required' })
      .max(VIRTUAL_ACCOUNT_LIMITS.RECEIPT_NUMBER_INPUT_MAX, { error: 'tooLong' })
      .transform(cashReceiptDigitsOf),
  })
  .refine((receipt) => isCashReceiptNumber(receipt.type, receipt.registrationNumber), {
    error: 'invalidValue',
    path: ['registrationNumber'],
  });
export type TCashReceiptRequest = z.infer<typeof ZCashReceiptRequest>;

/** POST /tuition/:id/virtual-account: the bank, and an optional cash receipt. */
export const ZVirtualAccountRequest = z.object({
  bank: ZVirtualAccountBank,
  cashReceipt: ZCashReceiptRequest.nullish(),
});
export type TVirtualAccountRequest = z.input<typeof ZVirtualAccountRequest>;

/** A cash receipt asked for with an account, as it is kept and shown: its number masked. */
export const ZRequestedCashReceipt = z.object({ type: ZCashReceiptType, maskedNumber: z.string() });
export type TRequestedCashReceipt = z.infer<typeof ZRequestedCashReceipt>;

/**
 * An issued account waiting for the due's deposit: where to pay, how much, until when (an ISO
 * instant). The cash receipt's number only masked; Toss's secret never leaves the server.
 */
export const ZVirtualAccount = z.object({
  dueId: z.number().int(),
  bankCode: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  amount: z.number().int(),
  depositDeadline: z.string(),
  cashReceipt: ZRequestedCashReceipt.nullable(),
});
export type TVirtualAccount = z.infer<typeof ZVirtualAccount>;
