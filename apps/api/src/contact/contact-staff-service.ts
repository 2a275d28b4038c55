import {
  buildPagination,
  canSetContactStatus,
  CONTACT_STATUS_AFTER_REPLY,
  FEEDBACK_MESSAGES,
  paginationOffset,
  STAFF_MESSAGES,
  type TContactDetail,
  type TContactList,
  type TContactsQuery,
  type TContactStatus,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toContactDetail } from './contact-mappers.js';
import { INQUIRY_DETAIL } from './contact-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

const notFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/** The staff side of inquiries: list, open, reply and set status (docs/product/api.md). */
export function createContactStaffService(prisma: PrismaClient, units: UnitOfWork) {
  return {
    async list(query: TContactsQuery): Promise<TContactList> {
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
        contacts: rows.map(toContactDetail),
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      };
    },

    async get(id: number): Promise<TContactDetail> {
      const row = await prisma.inquiry.findUnique({ where: { id }, select: INQUIRY_DETAIL });
      if (!row) throw notFound();
      return toContactDetail(row);
    },

    async reply(staffId: number, id: number, reply: string): Promise<TContactDetail> {
      const row = await units.run(
        async ({ tx, audit }) => {
          const { count } = await tx.inquiry.updateMany({
            where: { id },
            data: {
              reply,
              repliedAt: new Date(),
              repliedById: staffId,
              status: CONTACT_STATUS_AFTER_REPLY,
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
      return toContactDetail(row);
    },

    async setStatus(staffId: number, id: number, status: TContactStatus): Promise<TContactDetail> {
      const row = await units.run(
        async ({ tx, audit }) => {
          const before = await tx.inquiry.findUnique({
            where: { id },
            select: { status: true, reply: true },
          });
          if (!before) throw notFound();
          if (!canSetContactStatus(status, before.reply !== null)) {
            throw new AppError('STATUS_TRANSITION_REFUSED', STAFF_MESSAGES.contactStatusRefused);
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
      return toContactDetail(row);
    },
  };
}

export type ContactStaffService = ReturnType<typeof createContactStaffService>;
