import type { TInquiryStatus } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { INQUIRY_DETAIL } from './inquiry-repository.js';
import { newestFirst } from '../db/newest-first.js';

/** Data access for the staff side of inquiries: list, open, reply and set status. */
export function createInquiryStaffRepository(prisma: PrismaClient) {
  return {
    /** One page of one status (or all), newest first; the id breaks ties. And how many in all. */
    async findPage(query: { status: TInquiryStatus | undefined; skip: number; take: number }) {
      const where = query.status ? { status: query.status } : {};
      const [rows, total] = await Promise.all([
        prisma.inquiry.findMany({
          where,
          orderBy: newestFirst(),
          skip: query.skip,
          take: query.take,
          select: INQUIRY_DETAIL,
        }),
        prisma.inquiry.count({ where }),
      ]);
      return { rows, total };
    },

    findDetail(id: number) {
      return prisma.inquiry.findUnique({ where: { id }, select: INQUIRY_DETAIL });
    },

    findDetailIn(tx: Prisma.TransactionClient, id: number) {
      return tx.inquiry.findUniqueOrThrow({ where: { id }, select: INQUIRY_DETAIL });
    },

    /** Stores a staff reply and the status it moves to; false when there is no such inquiry. */
    async saveReply(
      tx: Prisma.TransactionClient,
      input: {
        id: number;
        reply: string;
        repliedAt: Date;
        repliedById: number;
        status: TInquiryStatus;
      },
    ): Promise<boolean> {
      const { id, ...data } = input;
      const { count } = await tx.inquiry.updateMany({ where: { id }, data });
      return count === 1;
    },

    findStatusAndReply(tx: Prisma.TransactionClient, id: number) {
      return tx.inquiry.findUnique({ where: { id }, select: { status: true, reply: true } });
    },

    async setStatus(tx: Prisma.TransactionClient, id: number, status: TInquiryStatus) {
      await tx.inquiry.update({ where: { id }, data: { status } });
    },
  };
}

export type InquiryStaffRepository = ReturnType<typeof createInquiryStaffRepository>;
