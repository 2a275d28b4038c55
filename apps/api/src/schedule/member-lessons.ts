import {
  expandTeacherSchedule,
  minutesToTime,
  type TClosureDay,
  type TDateRange,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import { toApprovedScheduleChange, toRegularSchedules, type Viewer } from './busy-times-mappers.js';
import type { LessonScheduleRow, OverrideRow } from './busy-times-repository.js';
import { pausedMonthKey, type PausedMonths } from './paused-months-repository.js';

/**
 * One lesson of one weekly slot on one Seoul day, at its own hours (moved ones at the new).
 * `cancelled` is true only when closed days are asked flagged: the lesson falls on one.
 */
export interface MemberLesson<Slot> {
  kind: 'weekly';
  slot: Slot;
  date: string;
  startTime: string;
  endTime: string;
  /** The weekly day this lesson belongs to: `date` unless a single move took it elsewhere. */
  originalDate: string;
  cancelled: boolean;
}

/** What an occurrence needs of a make-up lesson row. */
export interface MakeupLessonLike {
  memberId: number;
  lessonDate: Date;
  startMinute: number;
  endMinute: number;
  status: string;
}

/** A booked make-up lesson on its day (docs/product/makeups.md). */
export interface MakeupOccurrence<Makeup> {
  kind: 'makeup';
  makeup: Makeup;
  date: string;
  startTime: string;
  endTime: string;
  cancelled: false;
}

export type MemberOccurrence<Slot, Makeup> = MemberLesson<Slot> | MakeupOccurrence<Makeup>;

/** Closed days: left out (reminders, busy hours) or kept and flagged cancelled (attendance, feeds). */
export type ClosedDays = 'omit' | 'flag';

/**
 * How lessons are expanded: closed days omitted or flagged, and `paused` (the members' approved
 * paused months): weekly lessons of those months are not held at all (docs/product/pauses.md).
 */
export interface LessonOptions {
  closedDays?: ClosedDays;
  paused?: PausedMonths;
}

/** Names are not needed: every occurrence is tied back to its slot, and so to its member. */
const VIEWER: Viewer = { isStaff: false, seesPersonalDetails: false, language: 'KOR' };

/**
 * The one answer to "which lessons do these members have between two days": the lessons of the
 * given slots between range.startDate and range.endDate, with the calendars' own rules
 * (expandTeacherSchedule): the weekly dates within the slot's effective range, minus the dates a
 * single move took away, plus the lessons moved onto a day of the range. Lessons on a closed day
 * are left out, or with `closedDays: 'flag'` kept with `cancelled: true`. Each slot is expanded
 * alone with its own moves, so every lesson keeps its slot. `moves` carry their slot, which may
 * fall on another weekday than the day moved onto. Lessons in a month of the member's approved
 * pause (`options.paused`) are left out whatever the other options say.
 */
export function memberLessonsBetween<Slot extends LessonScheduleRow>(
  slots: readonly Slot[],
  moves: readonly (OverrideRow & { lessonSchedule: Slot })[],
  closures: readonly TClosureDay[],
  range: TDateRange,
  options: LessonOptions = {},
): MemberLesson<Slot>[] {
  const { paused } = options;
  const lessons = expandMemberLessons(slots, moves, closures, range, options.closedDays);
  if (!paused || paused.size === 0) return lessons;
  return lessons.filter(
    (lesson) => !paused.has(pausedMonthKey(lesson.slot.memberId, lesson.date.slice(0, 7))),
  );
}

function expandMemberLessons<Slot extends LessonScheduleRow>(
  slots: readonly Slot[],
  moves: readonly (OverrideRow & { lessonSchedule: Slot })[],
  closures: readonly TClosureDay[],
  range: TDateRange,
  closedDays: ClosedDays | undefined,
): MemberLesson<Slot>[] {
  const closed = new Set(closures.map((closure) => closure.date));
  const flag = closedDays === 'flag';
  const slotsById = new Map<number, Slot>(slots.map((slot) => [slot.id, slot]));
  for (const move of moves) slotsById.set(move.lessonScheduleId, move.lessonSchedule);
  return [...slotsById.values()].flatMap((slot) => {
    const slotMoves = moves
      .filter((move) => move.lessonScheduleId === slot.id)
      .map((move) => toApprovedScheduleChange(move, VIEWER));
    return expandTeacherSchedule(
      {
        regularSchedules: toRegularSchedules([slot], VIEWER),
        personalSchedules: [],
        approvedModifications: slotMoves,
        makeupLessons: [],
        closures: flag ? [] : [...closures],
      },
      range,
    ).map(({ date, startTime, endTime, kind }) => {
      const move =
        kind === 'moved_lesson'
          ? slotMoves.find((one) => one.newDate === date && one.newStartTime === startTime)
          : undefined;
      return {
        kind: 'weekly' as const,
        slot,
        date,
        startTime,
        endTime,
        originalDate: move ? move.originalDate : date,
        cancelled: closed.has(date),
      };
    });
  });
}

/**
 * The booked make-ups among `makeups` within the range, as occurrences. A make-up is never
 * booked on a closed day: declaring the closure cancels it (docs/product/states.md).
 */
export function makeupOccurrencesBetween<Makeup extends MakeupLessonLike>(
  makeups: readonly Makeup[],
  range: TDateRange,
): MakeupOccurrence<Makeup>[] {
  return makeups.flatMap((makeup) => {
    const date = toIsoDate(makeup.lessonDate);
    if (makeup.status !== 'booked' || date < range.startDate || date > range.endDate) return [];
    return [
      {
        kind: 'makeup' as const,
        makeup,
        date,
        startTime: minutesToTime(makeup.startMinute),
        endTime: minutesToTime(makeup.endMinute),
        cancelled: false as const,
      },
    ];
  });
}

/** Weekly lessons and booked make-ups together, by day and hour. */
export function memberOccurrencesBetween<
  Slot extends LessonScheduleRow,
  Makeup extends MakeupLessonLike,
>(
  lessons: {
    slots: readonly Slot[];
    moves: readonly (OverrideRow & { lessonSchedule: Slot })[];
    makeups: readonly Makeup[];
    closures: readonly TClosureDay[];
  },
  range: TDateRange,
  options: LessonOptions = {},
): MemberOccurrence<Slot, Makeup>[] {
  return [
    ...memberLessonsBetween(lessons.slots, lessons.moves, lessons.closures, range, options),
    ...makeupOccurrencesBetween(lessons.makeups, range),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

/** The member an occurrence belongs to. */
export const occurrenceMemberId = (
  occurrence: MemberOccurrence<LessonScheduleRow, MakeupLessonLike>,
): number => (occurrence.kind === 'weekly' ? occurrence.slot.memberId : occurrence.makeup.memberId);
