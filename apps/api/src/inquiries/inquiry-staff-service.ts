import {
  buildPagination,
  canSetInquiryStatus,
  INQUIRY_STATUS_AFTER_REPLY,
  FEEDBACK_MESSAGES,
  paginationOffset,
  STAFF_MESSAGES,
  type TInquiryDetail,
  type TInquiryList,
  type TInquiriesQuery,
  type TInquiryStatus,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import { INQUIRY_DETAIL } from './inquiry-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

const notFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/** The staff side of inquiries: list, open, reply and set status (docs/product/api.md). */
export function createInquiryStaffService(prisma: PrismaClient, units: UnitOfWork) {
  return {
    async list(query: TInquiriesQuery): Promise<TInquiryList> {
      const where = query.status ? { status: query.status } : {};
      const [rows, total] = await Promise.all([
        prisma.inquiry.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: paginationOffset(query),
          take: query.limit,
          select: INQUIRY_DETAIL,
        }),
        prisma.inquiry.count({ where }),
      ]);
      return {
        contacts: rows.map(toInquiryDetail),
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      };
    },

    async get(id: number): Promise<TInquiryDetail> {
      const row = await prisma.inquiry.findUnique({ where: { id }, select: INQUIRY_DETAIL });
      if (!row) throw notFound();
      return toInquiryDetail(row);
    },

    async reply(staffId: number, id: number, reply: string): Promise<TInquiryDetail> {
      const row = await units.run(
        async ({ tx, audit }) => {
          const { count } = await tx.inquiry.updateMany({
            where: { id },
            data: {
              reply,
              repliedAt: new Date(),
              repliedById: staffId,
              status: INQUIRY_STATUS_AFTER_REPLY,
            },
          });
          if (count !== 1) throw notFound();
          audit({
            entityType: 'inquiry',
            action: 'contact.reply',
            entityId: id,
            details: { length: reply.length },
          });
          return tx.inquiry.findUniqueOrThrow({ where: { id }, select: INQUIRY_DETAIL });
        },
        { staffId },
      );
      return toInquiryDetail(row);
    },

    async setStatus(staffId: number, id: number, status: TInquiryStatus): Promise<TInquiryDetail> {
      const row = await units.run(
        async ({ tx, audit }) => {
          const before = await tx.inquiry.findUnique({
            where: { id },
            select: { status: true, reply: true },
          });
          if (!before) throw notFound();
          if (!canSetInquiryStatus(status, before.reply !== null)) {
            throw new AppError('STATUS_TRANSITION_REFUSED', STAFF_MESSAGES.inquiryStatusRefused);
          }
          await tx.inquiry.update({ where: { id }, data: { status } });
          audit({
            entityType: 'inquiry',
            action: 'contact.status_update',
            entityId: id,
            details: { from: before.status, to: status },
          });
          return tx.inquiry.findUniqueOrThrow({ where: { id }, select: INQUIRY_DETAIL });
        },
        { staffId },
      );
      return toInquiryDetail(row);
    },
  };
}

export type InquiryStaffService = ReturnType<typeof createInquiryStaffService>;
