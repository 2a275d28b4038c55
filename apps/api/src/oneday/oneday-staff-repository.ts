import { WITH_CONSENT } from '../applications/application-family.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { newestFirstPage } from '../db/newest-first.js';

export const ONEDAY_WITH_HANDLER = {
  handler: { select: { name: true } },
  ...WITH_CONSENT,
} as const;

/** Data access for the staff side of one-day class applications. */
export function createOnedayStaffRepository(prisma: PrismaClient) {
  return {
    /** One page, newest first; the id breaks ties so pages never overlap. */
    findPage(where: Prisma.OnedayApplicationWhereInput, skip: number, take: number) {
      return newestFirstPage(
        { skip, take },
        (page) =>
          prisma.onedayApplication.findMany({ where, ...page, include: ONEDAY_WITH_HANDLER }),
        prisma.onedayApplication.count({ where }),
      );
    },
    findById(id: number) {
      return prisma.onedayApplication.findUnique({ where: { id }, include: ONEDAY_WITH_HANDLER });
    },
  };
}

export type OnedayStaffRepository = ReturnType<typeof createOnedayStaffRepository>;
export type OnedayRow = NonNullable<Awaited<ReturnType<OnedayStaffRepository['findById']>>>;
