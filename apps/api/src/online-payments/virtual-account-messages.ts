import {
  alimtalkAmount,
  alimtalkMonth,
  bankNameOf,
  depositDeadlineText,
  virtualAccountClosedTexts,
  virtualAccountExpiredTexts,
  virtualAccountIssuedTexts,
  type TAccountClosedReason,
  type TCashReceiptType,
  type TVirtualAccount,
} from '@academy/contracts';
import { systemClock, type Clock } from '../lib/clock.js';
import { noticeMail } from '../mail/personal-mail.js';
import type { TMessage } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';

type TAccountFacts = {
  dueId: number;
  orderId: string;
  month: string;
  amount: number;
  bankCode: string;
  accountNumber: string;
  depositDeadline: Date;
};

/** The payer is told where to deposit, as Korean academies do by 알림톡 (decision 0046). */
export function accountIssuedMessage(facts: TAccountFacts): TMessage {
  const texts = virtualAccountIssuedTexts(facts);
  return {
    key: `tuition:${facts.dueId}:virtual-account:${facts.orderId}:issued`,
    app: { category: 'payment_due', texts },
    mail: (recipient) => noticeMail(recipient, texts),
    text: textForm('virtualAccountIssued', (language) => ({
      month: alimtalkMonth(facts.month, language),
      amount: alimtalkAmount(facts.amount, language),
      bank: bankNameOf(facts.bankCode, language),
      accountNumber: facts.accountNumber,
      depositDeadline: depositDeadlineText(facts.depositDeadline, language),
    })),
  };
}

/** The account closed unpaid: the payer is told the due still waits (decision 0046). */
export function accountExpiredMessage(
  facts: Omit<TAccountFacts, 'bankCode' | 'accountNumber'>,
): TMessage {
  const texts = virtualAccountExpiredTexts(facts);
  return {
    key: `tuition:${facts.dueId}:virtual-account:${facts.orderId}:expired`,
    app: { category: 'payment_due', texts },
    mail: (recipient) => noticeMail(recipient, texts),
    text: textForm('virtualAccountExpired', (language) => ({
      month: alimtalkMonth(facts.month, language),
      amount: alimtalkAmount(facts.amount, language),
      depositDeadline: depositDeadlineText(facts.depositDeadline, language),
    })),
  };
}

/** An attempt row that holds an issued account. */
type TAccountRow = {
  dueId: number;
  amount: number;
  bankCode: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
  depositDeadline: Date | null;
  cashReceiptType: string | null;
  cashReceiptNumber: string | null;
};

/** What the payer sees of an issued account: never Toss's secret, the receipt number masked. */
export function accountOf(row: TAccountRow): TVirtualAccount | null {
  if (!row.bankCode || !row.accountNumber || !row.depositDeadline) return null;
  return {
    dueId: row.dueId,
    bankCode: row.bankCode,
    accountNumber: row.accountNumber,
    holderName: row.accountHolder ?? '',
    amount: row.amount,
    depositDeadline: row.depositDeadline.toISOString(),
    cashReceipt:
      row.cashReceiptType && row.cashReceiptNumber
        ? {
            type: row.cashReceiptType as TCashReceiptType,
            maskedNumber: row.cashReceiptNumber,
          }
        : null,
  };
}

/**
 * The issued accounts waiting on some dues, as the payer sees them (GET /tuition/me); one past its
 * deadline is left out while Toss has yet to say whether it was paid into.
 */
export const openAccountsOf =
  (
    attempts: { findOpenAccounts(dueIds: readonly number[], at: Date): Promise<TAccountRow[]> },
    now: Clock = systemClock,
  ) =>
  async (dueIds: readonly number[]): Promise<TVirtualAccount[]> =>
    dueIds.length === 0
      ? []
      : (await attempts.findOpenAccounts(dueIds, now())).flatMap((row) => accountOf(row) ?? []);

/**
 * Staff changed the due, so its account closed (decision 0063): in the app and by mail only, as
 * no 알림톡 template says it yet (docs/product/text-messages.md).
 */
export function accountClosedMessage(facts: {
  dueId: number;
  orderId: string;
  month: string;
  amount: number;
  reason: TAccountClosedReason;
}): TMessage {
  const texts = virtualAccountClosedTexts(facts);
  return {
    key: `tuition:${facts.dueId}:virtual-account:${facts.orderId}:closed`,
    app: { category: 'payment_due', texts },
    mail: (recipient) => noticeMail(recipient, texts),
  };
}
