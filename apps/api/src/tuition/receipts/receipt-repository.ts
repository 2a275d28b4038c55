import type { PrismaClient } from '../../generated/prisma/client.js';
import { fromIsoDate } from '../../lib/iso-date.js';

const PAID_DUE = {
  id: true,
  memberId: true,
  month: true,
  amount: true,
  paidAt: true,
  method: true,
  member: { select: { name: true } },
  // The cash receipt asked for with the online payment that paid it (decision 0046): the newest
  // done one, as an earlier one refunded whole stays beside it (decision 0065).
  payments: {
    where: { state: 'done' },
    select: { cashReceiptType: true, cashReceiptNumber: true },
    orderBy: { id: 'desc' },
    take: 1,
  },
} as const;

/** The paid dues and the people that receipts and certificates name: reads only. */
export function createReceiptRepository(prisma: PrismaClient) {
  return {
    /**
     * A paid due; of `memberId` only when given (a member's own receipt), so another member's
     * due reads as missing.
     */
    findPaidDue(id: number, memberId: number | null) {
      return prisma.tuitionDue.findFirst({
        where: { id, paidAt: { not: null }, ...(memberId === null ? {} : { memberId }) },
        select: PAID_DUE,
      });
    },
    /** Every due of the member paid in `year` (by paid date), oldest payment first. */
    findPaidInYear(memberId: number, year: number) {
      return prisma.tuitionDue.findMany({
        where: {
          memberId,
          paidAt: { gte: fromIsoDate(`${year}-01-01`), lte: fromIsoDate(`${year}-12-31`) },
        },
        select: PAID_DUE,
        orderBy: [{ paidAt: 'asc' }, { month: 'asc' }, { id: 'asc' }],
      });
    },
    /** The student and who pays for them: their guardian when they have one. */
    findStudent(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { id: true, name: true, guardian: { select: { name: true } } },
      });
    },
  };
}

export type ReceiptRepository = ReturnType<typeof createReceiptRepository>;
export type PaidDueRow = NonNullable<Awaited<ReturnType<ReceiptRepository['findPaidDue']>>>;
