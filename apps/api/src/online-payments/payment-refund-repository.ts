import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

const WITH_ATTEMPT = {
  attempt: {
    select: {
      id: true,
      orderId: true,
      paymentKey: true,
      method: true,
      due: { select: { id: true, memberId: true, month: true } },
    },
  },
} as const;

export interface NewRefund {
  attemptId: number;
  amount: number;
  reason: string;
  idempotencyKey: string;
  staffId: number | null;
  /** The payer's account, for a virtual-account payment; kept while the refund is pending. */
  refundBank?: string | null;
  refundAccountNumber?: string | null;
  refundHolderName?: string | null;
}

/** Once Toss answered, the payer's account is not kept (it is sent again only while pending). */
const FORGET_ACCOUNT = { refundBank: null, refundAccountNumber: null, refundHolderName: null };

/** Toss's record of one cancel: its key and when it was made. */
export interface CancelRecord {
  transactionKey: string | null;
  canceledAt: Date;
}

/** Refunds asked or made count against the attempt's balance; a failed one gives it back. */
function takeFromBalance(tx: Prisma.TransactionClient, attemptId: number, amount: number) {
  return tx.paymentAttempt.update({
    where: { id: attemptId },
    data: { refundedAmount: { increment: amount } },
  });
}

/** Refunds of online payments (decision 0047): the only module that touches payment_refunds. */
export function createPaymentRefundRepository(prisma: PrismaClient) {
  return {
    /**
     * Reads the attempt and holds its row until the transaction ends: refunds of one payment
     * queue up, and each reads the balance the previous one left.
     */
    async lockAttempt(tx: Prisma.TransactionClient, id: number) {
      const locked = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM payment_attempts WHERE id = ${id} FOR UPDATE`;
      if (locked.length === 0) return null;
      return tx.paymentAttempt.findUnique({ where: { id } });
    },
    /**
     * Takes `amount` off the attempt's balance and stores the refund pending. The CHECK on
     * refunded_amount (0..amount) refuses any update that would give back more than was paid.
     */
    async reserve(tx: Prisma.TransactionClient, refund: NewRefund) {
      await takeFromBalance(tx, refund.attemptId, refund.amount);
      return tx.paymentRefund.create({ data: refund, include: WITH_ATTEMPT });
    },
    takeFromBalance,
    /** A pending refund becomes done, with Toss's record; false when it was settled already. */
    async markDone(tx: Prisma.TransactionClient, id: number, cancel: CancelRecord) {
      const { count } = await tx.paymentRefund.updateMany({
        where: { id, state: 'pending' },
        data: { state: 'done', ...cancel, ...FORGET_ACCOUNT },
      });
      return count === 1;
    },
    /** Toss refused: the refund fails with its code and its amount returns to the balance. */
    async markFailed(tx: Prisma.TransactionClient, id: number, failureCode: string) {
      const failed = await tx.paymentRefund.updateManyAndReturn({
        where: { id, state: 'pending' },
        data: { state: 'failed', failureCode, ...FORGET_ACCOUNT },
      });
      for (const refund of failed) await takeFromBalance(tx, refund.attemptId, -refund.amount);
      return failed.length === 1;
    },
    /** What a done refund gave back is the due's too: its figures count net of refunds. */
    addToDue(tx: Prisma.TransactionClient, dueId: number, amount: number) {
      return tx.tuitionDue.update({
        where: { id: dueId },
        data: { refundedAmount: { increment: amount } },
      });
    },
    /**
     * A cancel made at Toss (its dashboard) that we did not ask: recorded done, once by its
     * transactionKey (unique, ON CONFLICT DO NOTHING, so the transaction goes on); null when
     * another caller recorded it first.
     */
    async recordOutside(tx: Prisma.TransactionClient, refund: NewRefund, cancel: CancelRecord) {
      const [created] = await tx.paymentRefund.createManyAndReturn({
        data: [{ ...refund, ...cancel, state: 'done' }],
        skipDuplicates: true,
      });
      return created ?? null;
    },
    isKnownCancel(transactionKey: string) {
      return prisma.paymentRefund.count({ where: { transactionKey } }).then((count) => count > 0);
    },
    /** The attempt's pending refund of `amount`, oldest first: the one a cancel of it answers. */
    findPendingOf(attemptId: number, amount: number) {
      return prisma.paymentRefund.findFirst({
        where: { attemptId, amount, state: 'pending' },
        orderBy: { id: 'asc' },
        include: WITH_ATTEMPT,
      });
    },
    /** The keys of the attempt's recorded cancels, to tell which of Toss's cancels is new. */
    async transactionKeysOf(attemptId: number) {
      const rows = await prisma.paymentRefund.findMany({
        where: { attemptId, transactionKey: { not: null } },
        select: { transactionKey: true },
      });
      return new Set(rows.map((row) => row.transactionKey));
    },
    /** Pending refunds untouched since `before`, oldest first: the reconciliation job asks again. */
    findStalePending(before: Date, take: number) {
      return prisma.paymentRefund.findMany({
        where: { state: 'pending', updatedAt: { lt: before } },
        orderBy: { updatedAt: 'asc' },
        take,
        include: WITH_ATTEMPT,
      });
    },
    findById(id: number) {
      return prisma.paymentRefund.findUnique({ where: { id }, include: WITH_ATTEMPT });
    },
  };
}

export type PaymentRefundRepository = ReturnType<typeof createPaymentRefundRepository>;
export type PaymentRefundRow = NonNullable<
  Awaited<ReturnType<PaymentRefundRepository['findById']>>
>;
