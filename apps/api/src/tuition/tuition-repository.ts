import type { TTuitionPaymentMethod, TTuitionProration, TTuitionStatus } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';

/** What a due is answered with: the member's name and login id beside it. */
const WITH_MEMBER = { member: { select: { name: true, loginId: true } } } as const;

const DONE_OR_WAITING: Prisma.PaymentAttemptWhereInput = { state: { in: ['done', 'waiting'] } };

/**
 * What staff and members read of a due: WITH_MEMBER and its two newest done or waiting attempts,
 * newest first: the online payment that paid it or the account that waits. One at most counts at
 * a time (the partial unique index, decisions 0043 and 0046), and a due paid online again after a
 * whole refund keeps the refunded one beside it, older (decision 0065); at most one waits, so two
 * always show whether the due was ever paid online. Bulk writes that answer rows cannot include it.
 */
const DUE_VIEW = {
  ...WITH_MEMBER,
  payments: {
    where: DONE_OR_WAITING,
    select: { orderId: true, method: true, state: true, depositDeadline: true },
    orderBy: { id: 'desc' },
    take: 2,
  },
} as const;

/** The member fields issuing a due reads. */
const ISSUE_MEMBER_FIELDS = {
  id: true,
  guardianId: true,
  lessonType: true,
  monthlyFee: true,
} as const;

const statusWhere = (status: TTuitionStatus | undefined): Prisma.TuitionDueWhereInput =>
  status === undefined ? {} : { paidAt: status === 'paid' ? { not: null } : null };

/**
 * A due to issue; `proration` only on a first due that bills part of its month. `amount` is
 * `price - siblingDiscount` (the database refuses anything else).
 */
export interface NewTuitionDue {
  memberId: number;
  month: string;
  price: number;
  siblingDiscount: number;
  amount: number;
  dueDate: string;
  proration: TTuitionProration | null;
}

/** The fields a PATCH writes, already decided by the use case. */
export interface TuitionDueChanges {
  paidAt?: string | null;
  method?: TTuitionPaymentMethod | null;
  note?: string | null;
  amount?: number;
  price?: number;
  siblingDiscount?: number;
  originalAmount?: number;
  adjustmentReason?: string;
}

/** Issuing a month's dues: the members, the missing dues and the closed days. */
function issueQueries(prisma: PrismaClient) {
  return {
    /** Active members after `afterId`, by id, at most `take` of them: one page of the issue. */
    findActiveMembersAfter(afterId: number, take: number) {
      return prisma.member.findMany({
        where: { status: 'active', takesLessons: true, id: { gt: afterId } },
        orderBy: { id: 'asc' },
        take,
        select: ISSUE_MEMBER_FIELDS,
      });
    },
    /**
     * Creates the dues that do not exist yet and answers only those, with the member's name
     * (their e-mail names the depositor): a due already there for the member and month is
     * skipped (ON CONFLICT DO NOTHING on the unique member and month), also when another
     * transaction is inserting it at this moment.
     */
    createMissing(tx: Prisma.TransactionClient, dues: readonly NewTuitionDue[]) {
      if (dues.length === 0) return Promise.resolve([]);
      return tx.tuitionDue.createManyAndReturn({
        data: dues.map(({ proration, dueDate, ...due }) => ({
          ...due,
          dueDate: fromIsoDate(dueDate),
          proratedLessons: proration?.lessons ?? null,
          monthLessons: proration?.monthLessons ?? null,
        })),
        skipDuplicates: true,
        include: WITH_MEMBER,
      });
    },
    /**
     * Of the children of `guardianIds`, those who are not their guardian's first lesson-taking
     * child: active members taking lessons, in order of member id (who joined first), every one
     * after the first (docs/product/tuition.md, "Sibling discount"). The guardians' rows are held
     * (FOR SHARE) until the transaction ends, so a guardian linked or unlinked meanwhile
     * (link-guardian holds the same rows FOR UPDATE) waits, and the children read after the lock
     * are the committed ones.
     */
    async laterSiblings(tx: Prisma.TransactionClient, guardianIds: readonly number[]) {
      if (guardianIds.length === 0) return new Set<number>();
      const ids = [...new Set(guardianIds)];
      await tx.$queryRaw`SELECT id FROM members WHERE id = ANY(${ids}::int[]) ORDER BY id FOR SHARE`;
      const children = await tx.member.findMany({
        where: { guardianId: { in: ids }, takesLessons: true, status: 'active' },
        orderBy: [{ guardianId: 'asc' }, { id: 'asc' }],
        select: { id: true, guardianId: true },
      });
      const seen = new Set<number | null>();
      const later = new Set<number>();
      for (const child of children) {
        if (seen.has(child.guardianId)) later.add(child.id);
        seen.add(child.guardianId);
      }
      return later;
    },
    /** How many of the guardian's children count for the sibling discount (active, taking lessons). */
    countLessonChildren(client: Prisma.TransactionClient, guardianId: number) {
      return client.member.count({ where: { guardianId, takesLessons: true, status: 'active' } });
    },
    /** The closed days between two Seoul days, both counted: no lesson is held on them. */
    async closedDaysBetween(tx: Prisma.TransactionClient, from: string, to: string) {
      const rows = await tx.closure.findMany({
        where: { date: { gte: fromIsoDate(from), lte: fromIsoDate(to) } },
        select: { date: true },
      });
      return rows.map((row) => toIsoDate(row.date));
    },
  };
}

/** The dues as staff and members read them. */
function dueViews(prisma: PrismaClient) {
  return {
    async findPage(month: string, status: TTuitionStatus | undefined, skip: number, take: number) {
      const where = { month, ...statusWhere(status) };
      const [rows, total] = await prisma.$transaction([
        prisma.tuitionDue.findMany({
          where,
          include: DUE_VIEW,
          orderBy: [{ member: { name: 'asc' } }, { id: 'asc' }],
          skip,
          take,
        }),
        prisma.tuitionDue.count({ where }),
      ]);
      return { rows, total };
    },
    /**
     * Count and sum of the month's paid and unpaid dues; collected is net of what refunds gave
     * back (decision 0047), online payments counted as any payment. A paid due's earlier online
     * payments (refunded whole before it was paid again, decision 0065) count as collected too,
     * since their refunds count against it.
     */
    async totalsOf(month: string) {
      const [paid, unpaid, [earlier]] = await prisma.$transaction([
        prisma.tuitionDue.aggregate({
          where: { month, paidAt: { not: null } },
          _count: { _all: true },
          _sum: { amount: true, refundedAmount: true },
        }),
        prisma.tuitionDue.aggregate({
          where: { month, paidAt: null },
          _count: { _all: true },
          _sum: { amount: true },
        }),
        prisma.$queryRaw<{ amount: bigint }[]>`
          SELECT COALESCE(SUM(a.amount), 0)::bigint AS amount
          FROM payment_attempts a JOIN tuition_dues d ON d.id = a.due_id
          WHERE d.month = ${month} AND d.paid_at IS NOT NULL AND a.state = 'done'
            AND EXISTS (SELECT 1 FROM payment_attempts b
                        WHERE b.due_id = a.due_id AND b.state = 'done' AND b.id > a.id)`,
      ]);
      return {
        paidCount: paid._count._all,
        // SUM over no rows is NULL: a month without paid (or unpaid) dues has 0 of them.
        collected:
          (paid._sum.amount ?? 0) + Number(earlier?.amount ?? 0) - (paid._sum.refundedAmount ?? 0),
        refunded: paid._sum.refundedAmount ?? 0,
        unpaidCount: unpaid._count._all,
        outstanding: unpaid._sum.amount ?? 0,
      };
    },
    /** Every due of the month, by member name: one row per member at most (unique). */
    findAllOfMonth(month: string) {
      return prisma.tuitionDue.findMany({
        where: { month },
        include: DUE_VIEW,
        orderBy: [{ member: { name: 'asc' } }, { id: 'asc' }],
      });
    },
    countUnpaid(month: string) {
      return prisma.tuitionDue.count({ where: { month, paidAt: null } });
    },
    /** The member's dues, newest month first, at most `take`. */
    findOfMember(memberId: number, take: number) {
      return prisma.tuitionDue.findMany({
        where: { memberId },
        include: DUE_VIEW,
        orderBy: { month: 'desc' },
        take,
      });
    },
    /** A due read without holding it: what a change checks before it asks anyone outside. */
    findOne(id: number) {
      return prisma.tuitionDue.findUnique({ where: { id }, include: DUE_VIEW });
    },
  };
}

/** Changing a due, and marking a month's unpaid dues reminded. */
function dueWrites() {
  return {
    /** Reads the due and holds its row until the transaction ends, so changes to it queue up. */
    async findForUpdate(tx: Prisma.TransactionClient, id: number) {
      const locked = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM tuition_dues WHERE id = ${id} FOR UPDATE`;
      if (locked.length === 0) return null;
      return tx.tuitionDue.findUnique({ where: { id }, include: DUE_VIEW });
    },
    update(tx: Prisma.TransactionClient, id: number, changes: TuitionDueChanges) {
      const { paidAt, ...rest } = changes;
      return tx.tuitionDue.update({
        where: { id },
        data: {
          ...rest,
          ...(paidAt === undefined ? {} : { paidAt: paidAt === null ? null : fromIsoDate(paidAt) }),
        },
        include: DUE_VIEW,
      });
    },
    /**
     * Marks the month's unpaid dues reminded today and answers them, except those already
     * reminded today: the condition (last_reminded_on IS DISTINCT FROM today) is checked again
     * by PostgreSQL on a row another transaction has just updated, so simultaneous calls remind
     * each member once.
     */
    markReminded(tx: Prisma.TransactionClient, month: string, today: string) {
      const day = fromIsoDate(today);
      return tx.tuitionDue.updateManyAndReturn({
        where: {
          month,
          paidAt: null,
          OR: [{ lastRemindedOn: null }, { lastRemindedOn: { not: day } }],
        },
        data: { lastRemindedOn: day },
        include: WITH_MEMBER,
      });
    },
  };
}

/** Data access for tuition dues: the only module that touches the tuition_dues table. */
export function createTuitionRepository(prisma: PrismaClient) {
  return {
    ...issueQueries(prisma),
    ...dueViews(prisma),
    ...dueWrites(),
  };
}

export type TuitionRepository = ReturnType<typeof createTuitionRepository>;
export type TuitionDueRow = Awaited<ReturnType<TuitionRepository['findAllOfMonth']>>[number];
/** A due as just issued, with its member's name and login id. */
export type TuitionDueRecord = Awaited<ReturnType<TuitionRepository['createMissing']>>[number];
export type IssueMember = Awaited<ReturnType<TuitionRepository['findActiveMembersAfter']>>[number];
