import type { TOnlinePayments } from '../payments/online-payments.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';
import type { PaymentAttemptRow } from './payment-attempt-repository.js';
import { settleFromPayment, type TSettled } from './payment-settlement.js';
import { closeWaitingAccount, storeIssuedAccount } from './virtual-account-settlement.js';

/** An account Toss still does not know this long after we asked was never issued. */
const NEVER_ISSUED_AFTER_MS = 60 * 60_000;

/**
 * A waiting virtual account looked up by its orderId (decision 0046): a deposit whose callback
 * was lost settles as the callback would; an expired (or cancelled) account closes and its payer
 * is told; an account whose issuing answer was lost is stored and its payer told where to pay;
 * one Toss never issued closes after an hour. Otherwise it goes to the back of the queue.
 */
export async function reconcileWaitingAccount(
  deps: OnlinePaymentDeps,
  payments: TOnlinePayments,
  attempt: PaymentAttemptRow,
  at: number,
): Promise<TSettled> {
  const payment = await payments.provider.getByOrderId(attempt.orderId);
  if (!payment) {
    if (
      attempt.accountNumber !== null ||
      at - attempt.createdAt.getTime() < NEVER_ISSUED_AFTER_MS
    ) {
      await deps.attempts.touch(attempt.id, new Date(at));
      return 'unchanged';
    }
    return closeWaitingAccount(deps, attempt, null);
  }
  if (payment.status === 'WAITING_FOR_DEPOSIT' && attempt.bankCode !== null) {
    if (attempt.accountNumber === null) {
      await storeIssuedAccount(deps, { ...attempt, bankCode: attempt.bankCode }, payment);
    }
    await deps.attempts.touch(attempt.id, new Date(at));
    return 'unchanged';
  }
  const settled = await settleFromPayment(deps, attempt, payment);
  if (settled === 'unchanged') await deps.attempts.touch(attempt.id, new Date(at));
  return settled;
}
