import type { TInquiryCategory, TInquiryCategoryCounts } from '@academy/contracts';
import { escapeLikePattern } from '../db/like-pattern.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { newestFirst } from '../db/newest-first.js';

const PUBLIC_CARD = {
  id: true,
  nickname: true,
  subject: true,
  category: true,
  status: true,
  createdAt: true,
} as const;

/** An inquiry as staff and its author see it: never the password hash or lock columns. */
export const INQUIRY_DETAIL = {
  ...PUBLIC_CARD,
  message: true,
  reply: true,
  repliedAt: true,
} as const;

/** The public board's search: nicknames that contain the text, in any case. */
function nicknameWhere(nickname: string | undefined): Prisma.InquiryWhereInput {
  return nickname === undefined
    ? {}
    : { nickname: { contains: escapeLikePattern(nickname), mode: 'insensitive' } };
}

/** A new inquiry as stored: the password as its hash, the phone only to tell of the answer. */
export interface TNewInquiry {
  nickname: string;
  passwordHash: string;
  subject: string;
  category: TInquiryCategory;
  message: string;
  phoneNumber: string | null;
  notifyWhenAnswered: boolean;
  english: boolean;
}

/** Data access for guest inquiries. */
export function createInquiryRepository(prisma: PrismaClient) {
  return {
    async create(tx: Prisma.TransactionClient, data: TNewInquiry): Promise<number> {
      const { id } = await tx.inquiry.create({ data, select: { id: true } });
      return id;
    },

    /** One page, newest first; the id breaks ties so pages never overlap. */
    findPublicPage(query: {
      category?: TInquiryCategory;
      nickname?: string;
      skip: number;
      take: number;
    }) {
      return prisma.inquiry.findMany({
        where: {
          ...nicknameWhere(query.nickname),
          ...(query.category ? { category: query.category } : {}),
        },
        orderBy: newestFirst(),
        skip: query.skip,
        take: query.take,
        select: PUBLIC_CARD,
      });
    },

    /** Inquiries per category, of those the nickname search finds (all without one). */
    async countByCategory(nickname?: string): Promise<TInquiryCategoryCounts> {
      const groups = await prisma.inquiry.groupBy({
        by: ['category'],
        where: nicknameWhere(nickname),
        _count: { _all: true },
      });
      const counts = { all: 0, lesson: 0, fee: 0, oneday: 0, facility: 0, other: 0 };
      for (const group of groups) {
        counts[group.category] = group._count._all;
        counts.all += group._count._all;
      }
      return counts;
    },

    findForCheck(id: number) {
      return prisma.inquiry.findUnique({
        where: { id },
        select: { ...INQUIRY_DETAIL, passwordHash: true, lockedUntil: true },
      });
    },

    /**
     * Counts a wrong password in one conditional statement, so concurrent guesses can neither
     * be lost nor slip past the lock. A lock that has run out starts the count afresh. Returns
     * null when the inquiry is (already) locked, else the new lock end or null.
     */
    async recordWrongPassword(input: {
      id: number;
      now: Date;
      lockUntil: Date;
      maxWrongTries: number;
    }): Promise<{ lockedUntil: Date | null } | null> {
      const { id, now, lockUntil, maxWrongTries } = input;
      const rows = await prisma.$queryRaw<{ lockedUntil: Date | null }[]>`
        UPDATE "inquiries" SET
          "failed_check_count" =
            CASE WHEN "locked_until" IS NULL THEN "failed_check_count" + 1 ELSE 1 END,
          "locked_until" = CASE
            WHEN (CASE WHEN "locked_until" IS NULL THEN "failed_check_count" + 1 ELSE 1 END)
              >= ${maxWrongTries}::int
            THEN ${lockUntil}::timestamptz
            ELSE NULL
          END
        WHERE "id" = ${id}::int
          AND ("locked_until" IS NULL OR "locked_until" <= ${now}::timestamptz)
        RETURNING "locked_until" AS "lockedUntil"`;
      return rows[0] ?? null;
    },

    /** Clears the count after a right password; false when a lock is (still) in force. */
    async clearWrongPasswords(id: number, now: Date): Promise<boolean> {
      const updated = await prisma.$executeRaw`
        UPDATE "inquiries" SET "failed_check_count" = 0, "locked_until" = NULL
        WHERE "id" = ${id}::int
          AND ("locked_until" IS NULL OR "locked_until" <= ${now}::timestamptz)`;
      return updated === 1;
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
