import type { PrismaClient } from '../generated/prisma/client.js';
import { toIsoDate } from '../lib/iso-date.js';
import { findPausedMonths } from './paused-months-repository.js';

export interface DayRange {
  start: Date;
  end: Date;
}

/** Ranged reads of one teacher's calendar: only rows that can touch [start, end]. */
export function createBusyTimesRepository(prisma: PrismaClient) {
  return {
    findLessonSchedules(teacherId: number, { start, end }: DayRange) {
      return prisma.weeklySlot.findMany({
        where: {
          teacherId,
          effectiveFrom: { lte: end },
          OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: start } }],
        },
        orderBy: [{ dayOfWeek: 'asc' }, { startMinute: 'asc' }],
        include: { member: { select: { name: true } } },
      });
    },

    /** The approved paused months of `memberIds` touching the range (pausedMonthKey keys). */
    findPausedMonths(memberIds: readonly number[], { start, end }: DayRange) {
      return findPausedMonths(prisma, { first: toIsoDate(start), last: toIsoDate(end) }, memberIds);
    },

    /** Single events in the range and recurring series that overlap it. */
    findPersonalSchedules(teacherId: number, { start, end }: DayRange) {
      return prisma.personalSchedule.findMany({
        where: {
          teacherId,
          OR: [
            { isRecurring: false, scheduleDate: { gte: start, lte: end } },
            {
              isRecurring: true,
              scheduleDate: { lte: end },
              OR: [{ recurringUntil: null }, { recurringUntil: { gte: start } }],
            },
          ],
        },
        orderBy: [{ scheduleDate: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }],
        include: {
          exclusions: { select: { excludedDate: true }, orderBy: { excludedDate: 'asc' } },
          teacher: { select: { name: true } },
        },
      });
    },

    /**
     * Single-date moves whose original or new day is in the range. A "following" override
     * is not a one-date move: it shows through the lesson schedules' effective ranges.
     */
    findSingleOverrides(teacherId: number, { start, end }: DayRange) {
      return prisma.lessonMove.findMany({
        where: {
          scope: 'single',
          lessonSchedule: { teacherId },
          OR: [{ originalDate: { gte: start, lte: end } }, { newDate: { gte: start, lte: end } }],
        },
        orderBy: [{ originalDate: 'asc' }, { id: 'asc' }],
        include: {
          lessonSchedule: { select: { startMinute: true, endMinute: true } },
          member: { select: { name: true } },
        },
      });
    },
    /**
     * The teacher's booked make-ups in the range: they keep the hour busy
     * (docs/product/makeups.md). One statement with the member's name joined, where an include
     * would send a second: every calendar and hour picker reads busy times. The day comes back
     * as text, the same on both databases.
     */
    findBookedMakeups(teacherId: number, { start, end }: DayRange) {
      return prisma.$queryRaw<BookedMakeupRow[]>`
        SELECT to_char(makeup.lesson_date, 'YYYY-MM-DD') AS "lessonDate",
               makeup.start_minute AS "startMinute",
               makeup.end_minute AS "endMinute",
               member.name AS "memberName"
        FROM makeup_lessons makeup
        JOIN members member ON member.id = makeup.member_id
        WHERE makeup.teacher_id = ${teacherId}
          AND makeup.status = 'booked'
          AND makeup.lesson_date BETWEEN ${toIsoDate(start)}::date AND ${toIsoDate(end)}::date
        ORDER BY makeup.lesson_date, makeup.start_minute, makeup.id`;
    },
    /** Every override of the member's own lessons, oldest lesson date first. */
    findMemberOverrides(memberId: number) {
      return prisma.lessonMove.findMany({
        where: { memberId },
        orderBy: [{ originalDate: 'asc' }, { id: 'asc' }],
        select: { scope: true, originalDate: true },
      });
    },
  };
}

export type BusyTimesRepository = ReturnType<typeof createBusyTimesRepository>;
type Rows<K extends keyof BusyTimesRepository> = Awaited<ReturnType<BusyTimesRepository[K]>>;
export type LessonScheduleRow = Rows<'findLessonSchedules'>[number];
export type PersonalScheduleRow = Rows<'findPersonalSchedules'>[number];
export type OverrideRow = Rows<'findSingleOverrides'>[number];
/** A booked make-up as busy times read it: its Seoul day as yyyy-MM-dd. */
export interface BookedMakeupRow {
  lessonDate: string;
  startMinute: number;
  endMinute: number;
  memberName: string;
}
