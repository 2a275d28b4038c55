import { ONLINE_PAYMENT_LIMITS, PAYMENT_MESSAGES, TUITION_MESSAGES } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import type { OnlinePaymentDeps } from './online-payment-deps.js';

const HOUR_MS = 3_600_000;

/**
 * The member's due to pay online, its row held until the transaction ends so that simultaneous
 * asks queue up: another member's due is not found, a paid (or free) one is refused, and so is
 * one staff set unpaid while an earlier online payment of it still stands (not refunded whole,
 * or a refund pending: decision 0065).
 */
export async function holdUnpaidDue(
  deps: Pick<OnlinePaymentDeps, 'tuition' | 'attempts'>,
  tx: Prisma.TransactionClient,
  ask: { memberId: number; dueId: number },
) {
  const due = await deps.tuition.findForUpdate(tx, ask.dueId);
  if (!due || due.memberId !== ask.memberId) {
    throw new AppError('NOT_FOUND', TUITION_MESSAGES.dueNotFound);
  }
  if (due.paidAt !== null || due.amount < 1) {
    throw new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.dueAlreadyPaid);
  }
  if (await deps.attempts.holdsEarlierPayment(tx, ask.dueId)) {
    throw new AppError('DUE_ALREADY_PAID', PAYMENT_MESSAGES.earlierPaymentStands);
  }
  return due;
}

/**
 * Refuses a new attempt once the due had ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR within the
 * last hour, card orders and virtual accounts counted together; `refusal` names what was asked.
 */
export async function assertAttemptsWithinBound(
  deps: Pick<OnlinePaymentDeps, 'attempts' | 'now'>,
  tx: Prisma.TransactionClient,
  dueId: number,
  refusal: 'tooManyOrders' | 'tooManyAccounts',
): Promise<void> {
  const since = new Date((deps.now ?? systemClock)().getTime() - HOUR_MS);
  const count = await deps.attempts.countOfDueSince(tx, dueId, since);
  if (count >= ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', PAYMENT_MESSAGES[refusal]);
  }
}
