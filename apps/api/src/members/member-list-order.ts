import type { TMemberStatus } from '@academy/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

/**
 * The ids of one page of the staff member list, in its order (docs/product/api.md, the order of
 * compareUsersForStaffList): weekday of the newest weekly slot (Monday to Friday; weekend and
 * no slot last), start time (no slot last), then name, Korean names before others, then id so
 * pages never overlap. The database sorts and cuts the page, so the API never loads every
 * member. Names compare with the ICU root collation, which every PostgreSQL with ICU and
 * PGlite have ("ko" is missing from PGlite); with Hangul first it gives the Korean order.
 */
export async function findMemberPageIds(
  prisma: PrismaClient,
  query: { status: TMemberStatus | undefined; skip: number; take: number },
): Promise<number[]> {
  // Students only: a guardian's account without lessons of its own is not on the list.
  const onlyStatus = query.status
    ? Prisma.sql`WHERE m.takes_lessons AND m.status = ${query.status}::"MemberStatus"`
    : Prisma.sql`WHERE m.takes_lessons`;
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT m.id
    FROM members m
    LEFT JOIN LATERAL (
      SELECT ls.day_of_week, ls.start_minute
      FROM lesson_schedules ls
      WHERE ls.member_id = m.id
      ORDER BY ls.effective_from DESC, ls.id DESC
      LIMIT 1
    ) slot ON true
    ${onlyStatus}
    ORDER BY
      CASE WHEN slot.day_of_week BETWEEN 1 AND 5 THEN slot.day_of_week ELSE 6 END,
      slot.start_minute NULLS LAST,
      CASE WHEN m.name ~ '^[ㄱ-ㆎ가-힣]' THEN 0 ELSE 1 END,
      m.name COLLATE "und-x-icu",
      m.id
    LIMIT ${query.take}::int OFFSET ${query.skip}::bigint`;
  return rows.map((row) => row.id);
}
