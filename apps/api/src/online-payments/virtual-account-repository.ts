import type { TCashReceiptType } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

export interface NewVirtualAccountAttempt {
  orderId: string;
  dueId: number;
  amount: number;
  orderName: string;
  bankCode: string;
  cashReceipt: { type: TCashReceiptType; maskedNumber: string } | null;
}

/** What Toss answered when it issued the account. */
export interface IssuedAccount {
  paymentKey: string;
  accountNumber: string;
  accountHolder: string;
  depositDeadline: Date;
  depositSecret: string;
}

/**
 * The virtual-account queries of payment attempts (decision 0046), spread into the attempts'
 * repository. `withDue` is that repository's include, so rows read here have its shape.
 */
export function createVirtualAccountQueries<TWithDue extends Prisma.PaymentAttemptInclude>(
  prisma: PrismaClient,
  withDue: TWithDue,
) {
  return {
    /** The due's account that waits for a deposit (or is being issued), if any. */
    findWaiting(tx: Prisma.TransactionClient, dueId: number) {
      return tx.paymentAttempt.findFirst({ where: { dueId, state: 'waiting' } });
    },
    /**
     * A virtual account's attempt, in `waiting` before Toss is asked: the partial unique index
     * (one confirming, waiting or done attempt per due) makes it the due's only one. The due's
     * card order, if any, is replaced as a newer order replaces it.
     */
    async createWaiting(tx: Prisma.TransactionClient, attempt: NewVirtualAccountAttempt) {
      await tx.paymentAttempt.updateMany({
        where: { dueId: attempt.dueId, state: 'ready' },
        data: { state: 'expired' },
      });
      const { cashReceipt, ...fields } = attempt;
      return tx.paymentAttempt.create({
        data: {
          ...fields,
          state: 'waiting',
          method: 'virtual-account',
          cashReceiptType: cashReceipt?.type ?? null,
          cashReceiptNumber: cashReceipt?.maskedNumber ?? null,
        },
      });
    },
    /** Keeps what Toss issued, once: false when another caller or the job stored it first. */
    async storeIssued(tx: Prisma.TransactionClient, id: number, issued: IssuedAccount) {
      const { count } = await tx.paymentAttempt.updateMany({
        where: { id, state: 'waiting', accountNumber: null },
        data: issued,
      });
      return count === 1;
    },
    /**
     * A waiting account ends unpaid (expired or closed at Toss, or never issued): false when it
     * had ended. `expired` is the state of every attempt that can no longer be paid into (0063).
     */
    async closeWaiting(tx: Prisma.TransactionClient, id: number, failureCode: string | null) {
      const { count } = await tx.paymentAttempt.updateMany({
        where: { id, state: 'waiting' },
        data: { state: 'expired', failureCode },
      });
      return count === 1;
    },
    /**
     * Waiting accounts the reconciliation job looks up, oldest look-up first: one still being
     * issued or past its deadline after `before`, and any other after `recheckBefore`, so a
     * deposit whose callback was lost is found within the hour.
     */
    findWaitingToCheck(at: { before: Date; recheckBefore: Date; now: Date }, take: number) {
      return prisma.paymentAttempt.findMany({
        where: {
          state: 'waiting',
          OR: [
            { updatedAt: { lt: at.recheckBefore } },
            {
              updatedAt: { lt: at.before },
              OR: [{ accountNumber: null }, { depositDeadline: { lt: at.now } }],
            },
          ],
        },
        orderBy: { updatedAt: 'asc' },
        take,
        include: withDue,
      });
    },
    /** A look-up that changed nothing moves the account to the back of the job's queue. */
    touch(id: number, at: Date) {
      return prisma.paymentAttempt.updateMany({
        where: { id, state: 'waiting' },
        data: { updatedAt: at },
      });
    },
    /** The issued accounts waiting on these dues and still open at `at` (GET /tuition/me). */
    findOpenAccounts(dueIds: readonly number[], at: Date) {
      return prisma.paymentAttempt.findMany({
        where: {
          dueId: { in: [...dueIds] },
          state: 'waiting',
          accountNumber: { not: null },
          depositDeadline: { gt: at },
        },
      });
    },
  };
}

/** The queries of closing a due's waiting account before staff change the due (decision 0063). */
export function createAccountClosingQueries<TWithDue extends Prisma.PaymentAttemptInclude>(
  prisma: PrismaClient,
  withDue: TWithDue,
) {
  return {
    /** The due's waiting account with its due, read before Toss is asked to close it (0063). */
    findWaitingOfDue(dueId: number) {
      return prisma.paymentAttempt.findFirst({
        where: { dueId, state: 'waiting' },
        include: withDue,
      });
    },
    /** An attempt with its due, inside a change's transaction. */
    findWithDue(tx: Prisma.TransactionClient, id: number) {
      return tx.paymentAttempt.findUnique({ where: { id }, include: withDue });
    },
    /** Where an attempt stands now, inside a change's transaction. */
    async stateOf(tx: Prisma.TransactionClient, id: number) {
      const row = await tx.paymentAttempt.findUnique({ where: { id }, select: { state: true } });
      return row?.state ?? null;
    },
  };
}
