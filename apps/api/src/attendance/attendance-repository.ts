import type { TAttendanceStatus } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { CREDIT_HOLDING_STATUSES, openCreditWhere } from '../schedule/makeup-credits-repository.js';
import { slotsRunningBetween, singleMovesTouching } from '../db/lesson-row-filters.js';
import { findPausedMonths } from '../schedule/paused-months-repository.js';

/**
 * Bounds of one attendance read: a busy academy's weekly slots, single moves and make-ups over
 * the longest range (ATTENDANCE_LIMITS.MAX_RANGE_DAYS) stay well under these.
 */
const MAX_SLOTS = 2000;
const MAX_MOVES = 2000;
const MAX_MAKEUPS = 2000;
const MAX_MARKS = 10_000;

export interface AttendanceRange {
  from: string;
  to: string;
  /** Only this member's lessons; every active member's when absent. */
  memberId?: number;
}

const memberFilter = (range: AttendanceRange) =>
  range.memberId === undefined
    ? { member: { status: 'active' as const } }
    : { memberId: range.memberId };

/** What a range's lesson occurrences are made of, with their marks. */
function occurrenceQueries(prisma: PrismaClient) {
  return {
    /** The approved paused months of the range: their lessons are not held (docs/product/pauses.md). */
    findPausedMonths(range: AttendanceRange) {
      const members = range.memberId === undefined ? undefined : [range.memberId];
      return findPausedMonths(prisma, { first: range.from, last: range.to }, members);
    },
    findMember(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { id: true, status: true },
      });
    },
    /** Weekly slots running at some point of the range. */
    findSlots(range: AttendanceRange) {
      return prisma.weeklySlot.findMany({
        where: {
          ...memberFilter(range),
          ...slotsRunningBetween(fromIsoDate(range.from), fromIsoDate(range.to)),
        },
        orderBy: { id: 'asc' },
        take: MAX_SLOTS,
      });
    },
    /**
     * Single-date moves away from or onto a day of the range, with the slot they move. A
     * "following" move shows through the slots' effective ranges, as on the calendars.
     */
    findSingleMoves(range: AttendanceRange) {
      return prisma.lessonMove.findMany({
        where: {
          ...memberFilter(range),
          ...singleMovesTouching(fromIsoDate(range.from), fromIsoDate(range.to)),
        },
        include: { lessonSchedule: true },
        orderBy: { id: 'asc' },
        take: MAX_MOVES,
      });
    },
    findClosedDates(range: AttendanceRange) {
      return prisma.closure.findMany({
        where: { date: { gte: fromIsoDate(range.from), lte: fromIsoDate(range.to) } },
        select: { date: true },
        orderBy: { date: 'asc' },
      });
    },
    /** Make-ups taking place in the range (booked ones only: a request is not a lesson yet). */
    findBookedMakeups(range: AttendanceRange) {
      return prisma.makeupLesson.findMany({
        where: {
          ...memberFilter(range),
          status: 'booked',
          lessonDate: { gte: fromIsoDate(range.from), lte: fromIsoDate(range.to) },
        },
        orderBy: { id: 'asc' },
        take: MAX_MAKEUPS,
      });
    },
    /**
     * The names an occurrence shows, read once for all rows rather than joined to each (one
     * statement per table however many lessons the range holds).
     */
    async findNames(memberIds: readonly number[], teacherIds: readonly number[]) {
      const [members, teachers] = await Promise.all([
        prisma.member.findMany({
          where: { id: { in: [...memberIds] } },
          select: { id: true, name: true },
        }),
        prisma.staff.findMany({
          where: { id: { in: [...teacherIds] } },
          select: { id: true, name: true },
        }),
      ]);
      return {
        members: new Map(members.map((row) => [row.id, row.name])),
        teachers: new Map(teachers.map((row) => [row.id, row.name])),
      };
    },
    findMarks(range: AttendanceRange) {
      return prisma.attendance.findMany({
        where: {
          ...(range.memberId === undefined ? {} : { memberId: range.memberId }),
          lessonDate: { gte: fromIsoDate(range.from), lte: fromIsoDate(range.to) },
        },
        select: { memberId: true, lessonDate: true, status: true, note: true },
        take: MAX_MARKS,
      });
    },
  };
}

/** One lesson day's mark: read, saved and removed. */
function markWrites() {
  return {
    findMark(tx: Prisma.TransactionClient, memberId: number, date: string) {
      return tx.attendance.findUnique({
        where: { memberId_lessonDate: { memberId, lessonDate: fromIsoDate(date) } },
        select: { status: true, note: true, markedById: true },
      });
    },
    saveMark(
      tx: Prisma.TransactionClient,
      mark: {
        memberId: number;
        date: string;
        status: Exclude<TAttendanceStatus, 'unmarked'>;
        note: string | null;
        markedById: number | null;
        markedAt: Date;
      },
    ) {
      const { memberId, date, ...state } = mark;
      const lessonDate = fromIsoDate(date);
      return tx.attendance.upsert({
        where: { memberId_lessonDate: { memberId, lessonDate } },
        create: { memberId, lessonDate, ...state },
        update: state,
      });
    },
    async deleteMark(tx: Prisma.TransactionClient, memberId: number, date: string) {
      await tx.attendance.deleteMany({ where: { memberId, lessonDate: fromIsoDate(date) } });
    },
  };
}

/** The make-up credit a lesson day earned: read, voided and reopened. */
function dayCreditWrites() {
  return {
    /**
     * The credit the lesson day earned, if any, and whether a booked or requested make-up
     * holds it and whether it is still open.
     */
    async findDayCredit(
      tx: Prisma.TransactionClient,
      memberId: number,
      date: string,
      today: string,
    ) {
      const lessonDate = fromIsoDate(date);
      const credit = await tx.makeupCredit.findUnique({
        where: { memberId_lessonDate: { memberId, lessonDate } },
        select: {
          id: true,
          voidedAt: true,
          voidReason: true,
          _count: {
            select: { makeups: { where: { status: { in: [...CREDIT_HOLDING_STATUSES] } } } },
          },
        },
      });
      if (!credit) return null;
      const open = await tx.makeupCredit.count({
        where: { ...openCreditWhere(memberId, today), id: credit.id },
      });
      const { _count, ...rest } = credit;
      return { ...rest, held: _count.makeups > 0, open: open === 1 };
    },
    async voidCredit(tx: Prisma.TransactionClient, id: number, at: Date, reason: string) {
      await tx.makeupCredit.update({ where: { id }, data: { voidedAt: at, voidReason: reason } });
    },
    async reopenCredit(tx: Prisma.TransactionClient, id: number) {
      return tx.makeupCredit.update({
        where: { id },
        data: { voidedAt: null, voidReason: null },
        select: { expiresOn: true },
      });
    },
  };
}

/** Data access for lesson attendance: what the occurrences are made of, and the marks. */
export function createAttendanceRepository(prisma: PrismaClient) {
  return {
    ...occurrenceQueries(prisma),
    ...markWrites(),
    ...dayCreditWrites(),
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
