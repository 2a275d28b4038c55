import type { TDateRange } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import {
  singleMovesTouching,
  slotsRunningBetween,
  standingPracticeBetween,
} from '../db/lesson-row-filters.js';
import { findPausedMonths } from '../schedule/paused-months-repository.js';

/**
 * At most this many rows of each kind per feed: far above one person's 34 weeks (a teacher with
 * forty weekly slots has forty rows), low enough that no feed request reads without bound.
 */
const FEED_MAX_ROWS = 500;

/** What a feed shows of a weekly slot: its student's name (teacher feeds) and its teacher's. */
const slotInclude = {
  member: { select: { name: true } },
  teacher: { select: { name: true } },
} as const satisfies Prisma.WeeklySlotInclude;

const moveInclude = {
  lessonSchedule: { include: slotInclude },
  member: { select: { name: true } },
} as const satisfies Prisma.LessonMoveInclude;

function storedDays(range: TDateRange) {
  return { first: fromIsoDate(range.startDate), last: fromIsoDate(range.endDate) };
}

/**
 * Make-ups that took an hour (booked) or gave one back (cancelled, shown struck through so a
 * subscribed calendar drops it); requests and refusals never held a time.
 */
function makeupsInRange(range: TDateRange): Prisma.MakeupLessonWhereInput {
  const { first, last } = storedDays(range);
  return { status: { in: ['booked', 'cancelled'] }, lessonDate: { gte: first, lte: last } };
}

const makeupSelect = {
  id: true,
  lessonDate: true,
  startMinute: true,
  endMinute: true,
  status: true,
  member: { select: { name: true } },
  teacher: { select: { name: true } },
} as const satisfies Prisma.MakeupLessonSelect;

/**
 * A feed's weekly slots, lesson moves and make-ups within the range, in id order: `owner` picks
 * the member's rows for a member's feed, the teacher's for a teacher's.
 */
function lessonRowQueries(prisma: PrismaClient) {
  return {
    findSlots(owner: Prisma.WeeklySlotWhereInput, range: TDateRange) {
      const { first, last } = storedDays(range);
      return prisma.weeklySlot.findMany({
        where: { ...owner, ...slotsRunningBetween(first, last) },
        include: slotInclude,
        orderBy: { id: 'asc' },
        take: FEED_MAX_ROWS,
      });
    },
    findMoves(owner: Prisma.LessonMoveWhereInput, range: TDateRange) {
      const { first, last } = storedDays(range);
      return prisma.lessonMove.findMany({
        where: { ...owner, ...singleMovesTouching(first, last) },
        include: moveInclude,
        orderBy: { id: 'asc' },
        take: FEED_MAX_ROWS,
      });
    },
    findMakeups(owner: Prisma.MakeupLessonWhereInput, range: TDateRange) {
      return prisma.makeupLesson.findMany({
        where: { ...owner, ...makeupsInRange(range) },
        select: makeupSelect,
        orderBy: { id: 'asc' },
        take: FEED_MAX_ROWS,
      });
    },
  };
}

/** What a member's feed is made of. */
function memberFeedQueries(prisma: PrismaClient) {
  const rows = lessonRowQueries(prisma);
  return {
    findMember(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { id: true, isForeigner: true, status: true },
      });
    },
    findMemberSlots: (memberId: number, range: TDateRange) => rows.findSlots({ memberId }, range),
    findMemberMoves: (memberId: number, range: TDateRange) => rows.findMoves({ memberId }, range),
    findMemberMakeups: (memberId: number, range: TDateRange) =>
      rows.findMakeups({ memberId }, range),
    /** The member's practice bookings that still stand (booked or held) within the range. */
    findPracticeBookings(memberId: number, range: TDateRange) {
      return prisma.practiceBooking.findMany({
        where: standingPracticeBetween(memberId, range),
        select: { id: true, roomId: true, startTime: true, endTime: true },
        orderBy: { startTime: 'asc' },
        take: FEED_MAX_ROWS,
      });
    },
    /** The days of the range these members gave notice of absence for. */
    /** Approved paused months: their lessons are not held (docs/product/pauses.md). */
    findPausedMonths(memberIds: readonly number[], range: TDateRange) {
      return findPausedMonths(prisma, { first: range.startDate, last: range.endDate }, memberIds);
    },
    findNoticedDays(memberIds: readonly number[], range: TDateRange) {
      const { first, last } = storedDays(range);
      return prisma.attendance.findMany({
        where: {
          memberId: { in: [...memberIds] },
          status: 'absent_with_notice',
          lessonDate: { gte: first, lte: last },
        },
        select: { memberId: true, lessonDate: true },
        take: FEED_MAX_ROWS,
      });
    },
  };
}

/** What a teacher's feed is made of, and the closed days both feeds show. */
function teacherFeedQueries(prisma: PrismaClient) {
  const rows = lessonRowQueries(prisma);
  return {
    findTeacherSlots: (teacherId: number, range: TDateRange) =>
      rows.findSlots({ teacherId }, range),
    findTeacherMoves: (teacherId: number, range: TDateRange) =>
      rows.findMoves({ lessonSchedule: { teacherId } }, range),
    findTeacherMakeups: (teacherId: number, range: TDateRange) =>
      rows.findMakeups({ teacherId }, range),
    findClosures(range: TDateRange) {
      const { first, last } = storedDays(range);
      return prisma.closure.findMany({
        where: { date: { gte: first, lte: last } },
        select: { date: true, reason: true, reasonEn: true },
        orderBy: { date: 'asc' },
        take: FEED_MAX_ROWS,
      });
    },
  };
}

/** Reads of what one member's or one teacher's feed shows within its window. */
export function createFeedContentRepository(prisma: PrismaClient) {
  return {
    ...memberFeedQueries(prisma),
    ...teacherFeedQueries(prisma),
  };
}

export type FeedContentRepository = ReturnType<typeof createFeedContentRepository>;
type Rows<K extends keyof FeedContentRepository> = Awaited<ReturnType<FeedContentRepository[K]>>;
export type FeedSlotRow = Rows<'findMemberSlots'>[number];
export type FeedClosureRow = Rows<'findClosures'>[number];
