import type { TPaymentAttemptState } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';

/** What the staff's list shows of an attempt: its due's member, its refunds and who asked. */
const STAFF_VIEW = {
  due: { select: { id: true, month: true, member: { select: { name: true } } } },
  refunds: {
    orderBy: { id: 'asc' },
    include: { staff: { select: { name: true } } },
  },
} as const;

/** The staff's reading of online payments (docs/product/payments.md, "The payments screen"). */
export function createStaffPaymentRepository(prisma: PrismaClient) {
  return {
    async findPage(
      month: string,
      state: TPaymentAttemptState | undefined,
      skip: number,
      take: number,
    ) {
      const where = { due: { month }, ...(state === undefined ? {} : { state }) };
      const [rows, total] = await prisma.$transaction([
        prisma.paymentAttempt.findMany({
          where,
          include: STAFF_VIEW,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
        }),
        prisma.paymentAttempt.count({ where }),
      ]);
      return { rows, total };
    },
    findOne(id: number) {
      return prisma.paymentAttempt.findUnique({ where: { id }, include: STAFF_VIEW });
    },
  };
}

export type StaffPaymentRepository = ReturnType<typeof createStaffPaymentRepository>;
export type StaffPaymentRow = NonNullable<Awaited<ReturnType<StaffPaymentRepository['findOne']>>>;
