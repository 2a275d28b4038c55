import type { Prisma } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';

/** Make-ups that hold their credit: a credit with one of them is spent. */
export const CREDIT_HOLDING_STATUSES = ['booked', 'requested'] as const;

/**
 * An open credit (docs/product/makeups.md): not voided, not past its last day, and not held by
 * a booked or requested make-up.
 */
export function openCreditWhere(memberId: number, today: string): Prisma.MakeupCreditWhereInput {
  return {
    memberId,
    voidedAt: null,
    expiresOn: { gte: fromIsoDate(today) },
    makeups: { none: { status: { in: [...CREDIT_HOLDING_STATUSES] } } },
  };
}

/** Data access for the make-up credit ledger. */
export const makeupCreditsRepository = {
  /**
   * Holds the member's row until the transaction ends, so that whatever counts or spends their
   * credits does it one request at a time (the cap and "spent once" hold under races).
   */
  async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
    await tx.$queryRaw`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`;
  },
  countOpen(tx: Prisma.TransactionClient, memberId: number, today: string): Promise<number> {
    return tx.makeupCredit.count({ where: openCreditWhere(memberId, today) });
  },
  /**
   * Cancels the member's booked make-up of that day, which frees its credit (a credit is spent
   * only while a make-up holds it), and answers the credit; null when there was none to cancel.
   */
  async cancelBookedMakeupOn(
    tx: Prisma.TransactionClient,
    memberId: number,
    isoDate: string,
  ): Promise<{ makeupId: number; creditExpiresOn: Date } | null> {
    const makeup = await tx.makeupLesson.findFirst({
      where: { memberId, lessonDate: fromIsoDate(isoDate), status: 'booked' },
      select: { id: true, credit: { select: { expiresOn: true } } },
    });
    if (!makeup) return null;
    const { count } = await tx.makeupLesson.updateMany({
      where: { id: makeup.id, status: 'booked' },
      data: { status: 'cancelled' },
    });
    return count === 0 ? null : { makeupId: makeup.id, creditExpiresOn: makeup.credit.expiresOn };
  },
  /** Creates the credit, or answers null when the lesson day already earned one. */
  async createEarned(
    tx: Prisma.TransactionClient,
    data: {
      memberId: number;
      source: 'absence_notice' | 'academy_cancellation';
      lessonDate: string;
      expiresOn: string;
    },
  ) {
    const lessonDate = fromIsoDate(data.lessonDate);
    const { count } = await tx.makeupCredit.createMany({
      data: [{ ...data, lessonDate, expiresOn: fromIsoDate(data.expiresOn) }],
      skipDuplicates: true,
    });
    if (count === 0) return null;
    return tx.makeupCredit.findUniqueOrThrow({
      where: { memberId_lessonDate: { memberId: data.memberId, lessonDate } },
    });
  },
};
