import { isUniqueViolation } from '../db/prisma-errors.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import type { TTuitionPaymentMethod } from '@academy/contracts';
import {
  createAccountClosingQueries,
  createVirtualAccountQueries,
} from './virtual-account-repository.js';

const WITH_DUE = {
  due: { select: { id: true, memberId: true, month: true, amount: true, paidAt: true } },
} as const;

/**
 * States an attempt may still leave: the order is made, one caller is confirming it, or its
 * virtual account waits for the deposit (decision 0046).
 */
const OPEN_STATES = ['ready', 'confirming', 'waiting'] as const;
/** A card order's open states: the reconciliation job looks these up after minutes. */
const CARD_OPEN_STATES = ['ready', 'confirming'] as const;

export interface NewPaymentAttempt {
  orderId: string;
  dueId: number;
  amount: number;
  orderName: string;
}

export interface ApprovedPayment {
  paymentKey: string;
  method: string | null;
  approvedAt: Date | null;
}

/**
 * Whether an earlier online payment still holds the due: one done and not refunded whole, or
 * with a refund pending, whose failure would give its amount back. Only a due without one may be
 * paid online again; the partial unique index no longer counts an attempt refunded whole
 * (decision 0065).
 */
async function holdsEarlierPayment(tx: Prisma.TransactionClient, dueId: number) {
  const count = await tx.paymentAttempt.count({
    where: {
      dueId,
      state: 'done',
      OR: [
        { refundedAmount: { lt: tx.paymentAttempt.fields.amount } },
        { refunds: { some: { state: 'pending' } } },
      ],
    },
  });
  return count > 0;
}

/** Online payment attempts of dues (docs/decisions/0043). */
export function createPaymentAttemptRepository(prisma: PrismaClient) {
  return {
    findByOrderId(orderId: string) {
      return prisma.paymentAttempt.findUnique({ where: { orderId }, include: WITH_DUE });
    },
    /** Orders of a due since `since`, to bound how often its window opens. */
    countOfDueSince(tx: Prisma.TransactionClient, dueId: number, since: Date) {
      return tx.paymentAttempt.count({ where: { dueId, createdAt: { gte: since } } });
    },
    isConfirming(tx: Prisma.TransactionClient, dueId: number) {
      return tx.paymentAttempt
        .count({ where: { dueId, state: 'confirming' } })
        .then((count) => count > 0);
    },
    holdsEarlierPayment,
    /** A new order replaces the due's open one: the window of the old one can no longer pay. */
    async replaceReady(tx: Prisma.TransactionClient, attempt: NewPaymentAttempt) {
      await tx.paymentAttempt.updateMany({
        where: { dueId: attempt.dueId, state: 'ready' },
        data: { state: 'expired' },
      });
      return tx.paymentAttempt.create({ data: attempt });
    },
    /**
     * Takes a ready attempt for confirming. The conditional update lets one caller of many take
     * it, and the partial unique index (one confirming, waiting or done attempt per due, not
     * refunded whole) refuses a second attempt of the same due: false for every caller but the one.
     */
    async claim(id: number, paymentKey: string): Promise<boolean> {
      try {
        const { count } = await prisma.paymentAttempt.updateMany({
          where: { id, state: 'ready' },
          data: { state: 'confirming', paymentKey },
        });
        return count === 1;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    /** An open attempt becomes done; false when it was done (or closed) already. */
    async markDone(tx: Prisma.TransactionClient, id: number, payment: ApprovedPayment) {
      const { count } = await tx.paymentAttempt.updateMany({
        where: { id, state: { in: [...OPEN_STATES] } },
        data: { state: 'done', ...payment },
      });
      return count === 1;
    },
    /**
     * Marks the due paid only while it is unpaid: staff may have recorded a transfer meanwhile,
     * and a due is paid once (docs/product/tuition.md).
     */
    async markDuePaid(
      tx: Prisma.TransactionClient,
      dueId: number,
      paidAt: string,
      method: TTuitionPaymentMethod = 'card',
    ) {
      const { count } = await tx.tuitionDue.updateMany({
        where: { id: dueId, paidAt: null },
        data: { paidAt: fromIsoDate(paidAt), method },
      });
      return count === 1;
    },
    /** An open attempt ends unpaid: refused by the provider (its code), or never paid. */
    close(id: number, state: 'failed' | 'expired', failureCode: string | null = null) {
      return prisma.paymentAttempt.updateMany({
        where: { id, state: { in: [...OPEN_STATES] } },
        data: { state, failureCode },
      });
    },
    /** Open attempts untouched since `before`, oldest first: the reconciliation job's work. */
    findStale(before: Date, take: number) {
      return prisma.paymentAttempt.findMany({
        where: { state: { in: [...CARD_OPEN_STATES] }, updatedAt: { lt: before } },
        orderBy: { updatedAt: 'asc' },
        take,
        include: WITH_DUE,
      });
    },
    ...createVirtualAccountQueries(prisma, WITH_DUE),
    ...createAccountClosingQueries(prisma, WITH_DUE),
  };
}

export type PaymentAttemptRepository = ReturnType<typeof createPaymentAttemptRepository>;
export type PaymentAttemptRow = NonNullable<
  Awaited<ReturnType<PaymentAttemptRepository['findByOrderId']>>
>;
