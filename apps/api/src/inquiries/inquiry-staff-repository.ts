import type { TInquiryStatus } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { INQUIRY_DETAIL } from './inquiry-repository.js';
import { newestFirstPage } from '../db/newest-first.js';

/** An inquiry as staff see it: with the phone of a guest waiting to hear of the answer. */
const STAFF_INQUIRY = { ...INQUIRY_DETAIL, phoneNumber: true, notifyWhenAnswered: true } as const;

/** Data access for the staff side of inquiries: list, open, reply and set status. */
export function createInquiryStaffRepository(prisma: PrismaClient) {
  return {
    /** One page of one status (or all), newest first; the id breaks ties. And how many in all. */
    findPage({
      status,
      skip,
      take,
    }: {
      status: TInquiryStatus | undefined;
      skip: number;
      take: number;
    }) {
      const where = status ? { status } : {};
      return newestFirstPage(
        { skip, take },
        (page) => prisma.inquiry.findMany({ where, ...page, select: STAFF_INQUIRY }),
        prisma.inquiry.count({ where }),
      );
    },

    findDetail(id: number) {
      return prisma.inquiry.findUnique({ where: { id }, select: STAFF_INQUIRY });
    },

    findDetailIn(tx: Prisma.TransactionClient, id: number) {
      return tx.inquiry.findUniqueOrThrow({ where: { id }, select: STAFF_INQUIRY });
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

    /**
     * The guest's wish to hear of the answer, taken once: the phone, kept for nothing else, is
     * cleared as the notice is queued (docs/decisions/0035). Called after saveReply, whose
     * update holds the row, so a second reply at the same moment finds it taken.
     */
    async takeAnswerNotice(tx: Prisma.TransactionClient, id: number) {
      const row = await tx.inquiry.findUnique({
        where: { id },
        select: { nickname: true, subject: true, english: true, phoneNumber: true },
      });
      if (!row?.phoneNumber) return null;
      await tx.inquiry.update({
        where: { id },
        data: { phoneNumber: null, notifyWhenAnswered: false },
      });
      return { ...row, phoneNumber: row.phoneNumber };
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
