import { LESSON_WEEKDAYS, type TLessonWeekday, type TMemberStatus } from '@academy/contracts';
import { escapeLikePattern } from '../db/like-pattern.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { CREDIT_HOLDING_STATUSES } from '../schedule/makeup-credits-repository.js';

/** What staff narrow the member list by (docs/product/back-office.md); all optional, combined with AND. */
export interface MemberListFilters {
  status: TMemberStatus | undefined;
  search: string | undefined;
  weekday: TLessonWeekday | undefined;
  teacherId: number | undefined;
  unpaid: boolean | undefined;
  openCredits: boolean | undefined;
}

/** The Seoul day and month the filters about "now" are read on. */
export interface MemberListMoment {
  today: string;
  month: string;
}

/**
 * A name (the member's or the guardian's, in any case) or a phone number: hyphens and spaces are
 * dropped so "010-1234" finds 01012345678, as phones are stored as digits. A child is found by
 * their guardian. The members table is small and a part of a name serves no b-tree index, so
 * this reads it once, as the list's sort already does (docs/decisions/0055).
 */
function searchCondition(search: string): Prisma.Sql {
  const namePattern = `%${escapeLikePattern(search)}%`;
  const digits = search.replace(/[\s-]/g, '');
  const phonePattern = /^\d+$/.test(digits) ? `%${digits}%` : null;
  const matches = (alias: Prisma.Sql) =>
    phonePattern === null
      ? Prisma.sql`${alias}.name ILIKE ${namePattern}`
      : Prisma.sql`(${alias}.name ILIKE ${namePattern} OR ${alias}.phone_number LIKE ${phonePattern})`;
  return Prisma.sql`(${matches(Prisma.raw('m'))} OR EXISTS (
    SELECT 1 FROM members g WHERE g.id = m.guardian_id AND ${matches(Prisma.raw('g'))}))`;
}

/** The weekly slot running today (a slot moved today runs from today) on that weekday or teacher. */
function runningSlotCondition(filters: MemberListFilters, today: string): Prisma.Sql {
  const weekday =
    filters.weekday === undefined
      ? Prisma.empty
      : Prisma.sql`AND rs.day_of_week = ${LESSON_WEEKDAYS.indexOf(filters.weekday) + 1}::int`;
  const teacher =
    filters.teacherId === undefined
      ? Prisma.empty
      : Prisma.sql`AND rs.teacher_id = ${filters.teacherId}::int`;
  return Prisma.sql`EXISTS (
    SELECT 1 FROM lesson_schedules rs
    WHERE rs.member_id = m.id
      AND rs.effective_from <= ${today}::date
      AND (rs.effective_until IS NULL OR rs.effective_until > ${today}::date)
      ${weekday} ${teacher})`;
}

/** A due of this Seoul month or an earlier one still unpaid (docs/product/tuition.md). */
function unpaidDue(month: string): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM tuition_dues d
    WHERE d.member_id = m.id AND d.paid_at IS NULL AND d.month <= ${month})`;
}

/** An open make-up credit, as openCreditWhere reads it: not voided, not expired, not held. */
function openCredit(today: string): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM makeup_credits c
    WHERE c.member_id = m.id AND c.voided_at IS NULL AND c.expires_on >= ${today}::date
      AND NOT EXISTS (
        SELECT 1 FROM makeup_lessons ml
        WHERE ml.member_id = m.id AND ml.credit_id = c.id
          AND ml.status::text IN (${Prisma.join([...CREDIT_HOLDING_STATUSES])})))`;
}

function whether(wanted: boolean, condition: Prisma.Sql): Prisma.Sql {
  return wanted ? condition : Prisma.sql`NOT ${condition}`;
}

/** The WHERE clause the page and its total share, so the total always counts the same rows. */
function memberListWhere(filters: MemberListFilters, moment: MemberListMoment): Prisma.Sql {
  // Students only: a guardian's account without lessons of its own is not on the list.
  const conditions = [Prisma.sql`m.takes_lessons`];
  if (filters.status) conditions.push(Prisma.sql`m.status = ${filters.status}::"MemberStatus"`);
  if (filters.search) conditions.push(searchCondition(filters.search));
  if (filters.weekday !== undefined || filters.teacherId !== undefined) {
    conditions.push(runningSlotCondition(filters, moment.today));
  }
  if (filters.unpaid !== undefined)
    conditions.push(whether(filters.unpaid, unpaidDue(moment.month)));
  if (filters.openCredits !== undefined) {
    conditions.push(whether(filters.openCredits, openCredit(moment.today)));
  }
  return Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;
}

/** How many members the filters keep, for the pagination. */
export async function countMembers(
  prisma: PrismaClient,
  filters: MemberListFilters,
  moment: MemberListMoment,
): Promise<number> {
  const rows = await prisma.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM members m ${memberListWhere(filters, moment)}`;
  return rows[0]?.total ?? 0;
}

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
  query: { filters: MemberListFilters; moment: MemberListMoment; skip: number; take: number },
): Promise<number[]> {
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
    ${memberListWhere(query.filters, query.moment)}
    ORDER BY
      CASE WHEN slot.day_of_week BETWEEN 1 AND 5 THEN slot.day_of_week ELSE 6 END,
      slot.start_minute NULLS LAST,
      CASE WHEN m.name ~ '^[ㄱ-ㆎ가-힣]' THEN 0 ELSE 1 END,
      m.name COLLATE "und-x-icu",
      m.id
    LIMIT ${query.take}::int OFFSET ${query.skip}::bigint`;
  return rows.map((row) => row.id);
}
