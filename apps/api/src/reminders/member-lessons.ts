import { expandTeacherSchedule, type TClosureDay, type TDateRange } from '@academy/contracts';
import {
  toApprovedModification,
  toRegularSchedules,
  type Viewer,
} from '../schedule/busy-times-mappers.js';
import type { LessonScheduleRow, OverrideRow } from '../schedule/busy-times-repository.js';

/** One lesson of one weekly slot on one Seoul day, at its own hours (moved ones at the new). */
export interface MemberLesson<Slot> {
  slot: Slot;
  date: string;
  startTime: string;
  endTime: string;
  /** The weekly day this lesson belongs to: `date` unless a single move took it elsewhere. */
  originalDate: string;
}

/** Names are not needed: every occurrence is tied back to its slot, and so to its member. */
const VIEWER: Viewer = { isStaff: false, language: 'KOR' };

/**
 * The lessons of the given slots between range.startDate and range.endDate, with the calendars'
 * own rules (expandTeacherSchedule): the weekly dates within the slot's effective range, minus
 * the dates a single move took away, plus the lessons moved onto a day of the range, and none on
 * a closed day. Each slot is expanded alone with its own moves, so every lesson keeps its slot.
 * `moves` carry their slot, which may fall on another weekday than the day moved onto.
 */
export function memberLessonsBetween<Slot extends LessonScheduleRow>(
  slots: readonly Slot[],
  moves: readonly (OverrideRow & { lessonSchedule: Slot })[],
  closures: readonly TClosureDay[],
  range: TDateRange,
): MemberLesson<Slot>[] {
  const slotsById = new Map<number, Slot>(slots.map((slot) => [slot.id, slot]));
  for (const move of moves) slotsById.set(move.lessonScheduleId, move.lessonSchedule);
  return [...slotsById.values()].flatMap((slot) => {
    const slotMoves = moves
      .filter((move) => move.lessonScheduleId === slot.id)
      .map((move) => toApprovedModification(move, VIEWER));
    return expandTeacherSchedule(
      {
        regularSchedules: toRegularSchedules([slot], VIEWER),
        personalSchedules: [],
        approvedModifications: slotMoves,
        closures: [...closures],
      },
      range,
    ).map(({ date, startTime, endTime, kind }) => {
      const move =
        kind === 'moved_lesson'
          ? slotMoves.find((one) => one.newDate === date && one.newStartTime === startTime)
          : undefined;
      return { slot, date, startTime, endTime, originalDate: move?.originalDate ?? date };
    });
  });
}
