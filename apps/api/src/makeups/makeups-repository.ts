import { MAKEUP_LESSON_STATUSES, MAKEUP_LIMITS } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { CREDIT_HOLDING_STATUSES, openCreditWhere } from '../schedule/makeup-credits-repository.js';
import { slotsRunningBetween, singleMovesTouching } from '../db/lesson-row-filters.js';
import { newestFirst } from '../db/newest-first.js';

const makeupInclude = {
  member: { select: { name: true } },
  teacher: { select: { name: true } },
} as const satisfies Prisma.MakeupLessonInclude;

const creditInclude = {
  makeups: { where: { status: { in: [...CREDIT_HOLDING_STATUSES] } }, select: { id: true } },
} as const satisfies Prisma.MakeupCreditInclude;

const slotInclude = { member: { select: { name: true } } } as const;

/** The member a make-up is for: their teacher and where their mail goes. */
function memberQueries(prisma: PrismaClient) {
  return {
    findMember(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { id: true, name: true, teacherId: true },
      });
    },
    /**
     * The member's teacher: the teacher of their weekly slot still running today (the latest
     * one), else the one named on the member.
     */
    async findTeacherId(memberId: number, today: string): Promise<number | null> {
      const day = fromIsoDate(today);
      const slot = await prisma.weeklySlot.findFirst({
        where: { memberId, OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: day } }] },
        orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
        select: { teacherId: true },
      });
      if (slot) return slot.teacherId;
      const member = await prisma.member.findUnique({
        where: { id: memberId },
        select: { teacherId: true },
      });
      return member?.teacherId ?? null;
    },
  };
}

/** The member's credits: the views, the ledger and what booking, granting and voiding read and write. */
function creditQueries(prisma: PrismaClient) {
  return {
    /** Open credits, the one spent next first: earliest expiry, then id. */
    findOpenCredits(memberId: number, today: string) {
      return prisma.makeupCredit.findMany({
        where: openCreditWhere(memberId, today),
        orderBy: [{ expiresOn: 'asc' }, { id: 'asc' }],
        take: MAKEUP_LIMITS.LIST_MAX,
        include: creditInclude,
      });
    },
    /** Credits that are no longer open, latest first. */
    findPastCredits(memberId: number, today: string) {
      return prisma.makeupCredit.findMany({
        where: { memberId, NOT: openCreditWhere(memberId, today) },
        orderBy: newestFirst(),
        take: MAKEUP_LIMITS.LIST_MAX,
        include: creditInclude,
      });
    },
    /** The ledger's counts: each credit falls in exactly one of them. */
    async countLedger(memberId: number, today: string) {
      const held = { some: { status: { in: [...CREDIT_HOLDING_STATUSES] } } };
      const notHeld = { none: { status: { in: [...CREDIT_HOLDING_STATUSES] } } };
      const [earned, voided, spent, expired, open] = await Promise.all([
        prisma.makeupCredit.count({ where: { memberId } }),
        prisma.makeupCredit.count({ where: { memberId, voidedAt: { not: null } } }),
        prisma.makeupCredit.count({ where: { memberId, voidedAt: null, makeups: held } }),
        prisma.makeupCredit.count({
          where: {
            memberId,
            voidedAt: null,
            makeups: notHeld,
            expiresOn: { lt: fromIsoDate(today) },
          },
        }),
        prisma.makeupCredit.count({ where: openCreditWhere(memberId, today) }),
      ]);
      return { earned, spent, voided, expired, open };
    },
    /** The credit spent next, read under the member's lock. */
    findOldestOpenCredit(tx: Prisma.TransactionClient, memberId: number, today: string) {
      return tx.makeupCredit.findFirst({
        where: openCreditWhere(memberId, today),
        orderBy: [{ expiresOn: 'asc' }, { id: 'asc' }],
      });
    },
    findCredit(tx: Prisma.TransactionClient, memberId: number, creditId: number) {
      return tx.makeupCredit.findFirst({ where: { id: creditId, memberId } });
    },
    isOpen(tx: Prisma.TransactionClient, memberId: number, creditId: number, today: string) {
      return tx.makeupCredit
        .count({ where: { ...openCreditWhere(memberId, today), id: creditId } })
        .then((count) => count === 1);
    },
    grant(
      tx: Prisma.TransactionClient,
      data: { memberId: number; reason: string; expiresOn: string },
    ) {
      return tx.makeupCredit.create({
        data: { ...data, source: 'staff_grant', expiresOn: fromIsoDate(data.expiresOn) },
      });
    },
    voidCredit(tx: Prisma.TransactionClient, id: number, reason: string, at: Date) {
      return tx.makeupCredit.update({ where: { id }, data: { voidedAt: at, voidReason: reason } });
    },
    findCreditExpiry(tx: Prisma.TransactionClient, creditId: number) {
      return tx.makeupCredit.findUniqueOrThrow({
        where: { id: creditId },
        select: { expiresOn: true },
      });
    },
  };
}

/** What else takes place on the day a make-up is asked for. */
function busyHourQueries() {
  return {
    /** The member's weekly slots running on the day and their single moves from or onto it. */
    async findLessonsOn(tx: Prisma.TransactionClient, memberId: number, isoDate: string) {
      const day = fromIsoDate(isoDate);
      const [slots, moves] = await Promise.all([
        tx.weeklySlot.findMany({
          where: { memberId, ...slotsRunningBetween(day, day) },
          include: slotInclude,
        }),
        tx.lessonMove.findMany({
          where: { memberId, ...singleMovesTouching(day, day) },
          include: {
            lessonSchedule: { include: slotInclude },
            member: { select: { name: true } },
          },
        }),
      ]);
      return { slots, moves };
    },
    countMakeupsOn(tx: Prisma.TransactionClient, memberId: number, isoDate: string) {
      return tx.makeupLesson.count({
        where: {
          memberId,
          lessonDate: fromIsoDate(isoDate),
          status: { in: [...CREDIT_HOLDING_STATUSES] },
        },
      });
    },
    /** The teacher's booked make-ups that day, which keep those hours busy. */
    findBookedOfTeacher(tx: Prisma.TransactionClient, teacherId: number, isoDate: string) {
      return tx.makeupLesson.findMany({
        where: { teacherId, lessonDate: fromIsoDate(isoDate), status: 'booked' },
        select: { startMinute: true, endMinute: true },
      });
    },
    /**
     * Lessons of the teacher moved onto that day by an approved change and overlapping
     * [startMinute, endMinute): read under the day's lock, which approvals take too.
     */
    countMovesOntoHour(
      tx: Prisma.TransactionClient,
      hour: { teacherId: number; isoDate: string; startMinute: number; endMinute: number },
    ) {
      return tx.lessonMove.count({
        where: {
          scope: 'single',
          newDate: fromIsoDate(hour.isoDate),
          lessonSchedule: { teacherId: hour.teacherId },
          newStartMinute: { lt: hour.endMinute },
          newEndMinute: { gt: hour.startMinute },
        },
      });
    },
  };
}

/** The make-up lessons themselves. */
function makeupLessonQueries(prisma: PrismaClient) {
  return {
    /** The member's listed make-ups, latest day first (the view orders them). */
    findMakeups(memberId: number) {
      return prisma.makeupLesson.findMany({
        where: { memberId, status: { in: [...MAKEUP_LESSON_STATUSES] } },
        orderBy: [{ lessonDate: 'desc' }, { startMinute: 'desc' }, { id: 'desc' }],
        take: MAKEUP_LIMITS.LIST_MAX,
        include: makeupInclude,
      });
    },
    findMakeup(id: number) {
      return prisma.makeupLesson.findUnique({ where: { id }, include: makeupInclude });
    },
    create(tx: Prisma.TransactionClient, data: Prisma.MakeupLessonUncheckedCreateInput) {
      return tx.makeupLesson.create({ data, include: makeupInclude });
    },
    /** Moves a requested make-up on; null when another request decided it first. */
    async decide(
      tx: Prisma.TransactionClient,
      id: number,
      status: 'booked' | 'rejected',
      response: string | null,
    ) {
      const { count } = await tx.makeupLesson.updateMany({
        where: { id, status: 'requested' },
        data: { status, teacherResponse: response },
      });
      if (count !== 1) return null;
      return tx.makeupLesson.findUniqueOrThrow({ where: { id }, include: makeupInclude });
    },
    /**
     * Cancels the member's make-up while it is in `from` (its credit is open again: a credit is
     * spent only while a make-up holds it); false when it was not, as when another call won.
     */
    async cancelOwn(
      tx: Prisma.TransactionClient,
      makeup: { id: number; memberId: number; from: 'booked' | 'requested' },
    ): Promise<boolean> {
      const { count } = await tx.makeupLesson.updateMany({
        where: { id: makeup.id, memberId: makeup.memberId, status: makeup.from },
        data: { status: 'cancelled' },
      });
      return count === 1;
    },
  };
}

/** Data access for make-up lessons and the views of a member's credits. */
export function createMakeupsRepository(prisma: PrismaClient) {
  return {
    ...memberQueries(prisma),
    ...creditQueries(prisma),
    ...busyHourQueries(),
    ...makeupLessonQueries(prisma),
  };
}

export type MakeupsRepository = ReturnType<typeof createMakeupsRepository>;
export type MakeupLessonRow = NonNullable<Awaited<ReturnType<MakeupsRepository['findMakeup']>>>;
export type MakeupCreditRow = Awaited<ReturnType<MakeupsRepository['findOpenCredits']>>[number];
