import type { TPayment } from '../payments/payment-provider.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { TSettled } from './payment-settlement.js';
import { accountExpiredMessage, accountIssuedMessage } from './virtual-account-messages.js';

/** The parts of a virtual account's attempt these steps read. */
export type TAccountAttempt = {
  id: number;
  orderId: string;
  amount: number;
  depositDeadline: Date | null;
  due: { id: number; memberId: number; month: string };
};

/** Whether a provider's answer is the issued account of this attempt, secret included. */
export function isIssuedAccountOf(attempt: TAccountAttempt, payment: TPayment): boolean {
  return (
    payment.orderId === attempt.orderId &&
    payment.totalAmount === attempt.amount &&
    payment.status === 'WAITING_FOR_DEPOSIT' &&
    payment.virtualAccount !== null &&
    payment.secret !== null
  );
}

/**
 * Keeps the account Toss issued on the attempt and tells the payer where to deposit, in one
 * transaction; the conditional update lets the issuing call or the job (after a lost answer)
 * store it once, and the payer is told once.
 */
export async function storeIssuedAccount(
  deps: OnlinePaymentDeps,
  attempt: TAccountAttempt & { bankCode: string },
  payment: TPayment,
): Promise<boolean> {
  const account = payment.virtualAccount;
  if (!account || !payment.secret || !isIssuedAccountOf(attempt, payment)) return false;
  const { due } = attempt;
  const depositSecret = payment.secret;
  return deps.units.run(
    async ({ tx, notify, audit }) => {
      const stored = await deps.attempts.storeIssued(tx, attempt.id, {
        paymentKey: payment.paymentKey,
        accountNumber: account.accountNumber,
        accountHolder: account.customerName,
        depositDeadline: account.dueDate,
        depositSecret,
      });
      if (!stored) return false;
      const facts = { dueId: due.id, orderId: attempt.orderId, month: due.month };
      notify(
        { memberId: due.memberId },
        accountIssuedMessage({
          ...facts,
          amount: attempt.amount,
          bankCode: attempt.bankCode,
          accountNumber: account.accountNumber,
          depositDeadline: account.dueDate,
        }),
      );
      audit({
        action: 'tuition.virtual_account_issued',
        entityType: 'tuition_due',
        entityId: due.id,
        details: { orderId: attempt.orderId, amount: attempt.amount, bankCode: attempt.bankCode },
      });
      return true;
    },
    { staffId: null },
  );
}

/**
 * A waiting account ends unpaid (Toss expired or cancelled it, or never issued it): the attempt
 * closes, the due stays unpaid, and a payer who had been given the account is told it closed.
 */
export async function closeWaitingAccount(
  deps: OnlinePaymentDeps,
  attempt: TAccountAttempt,
  failureCode: string | null,
): Promise<TSettled> {
  const { due } = attempt;
  const closed = await deps.units.run(
    async ({ tx, notify, audit }) => {
      if (!(await deps.attempts.closeWaiting(tx, attempt.id, failureCode))) return false;
      if (attempt.depositDeadline) {
        const facts = { dueId: due.id, orderId: attempt.orderId, month: due.month };
        notify(
          { memberId: due.memberId },
          accountExpiredMessage({
            ...facts,
            amount: attempt.amount,
            depositDeadline: attempt.depositDeadline,
          }),
        );
      }
      audit({
        action: 'tuition.virtual_account_closed',
        entityType: 'tuition_due',
        entityId: due.id,
        details: { orderId: attempt.orderId, status: failureCode },
      });
      return true;
    },
    { staffId: null },
  );
  return closed ? 'closed' : 'unchanged';
}
