import {
  ATTENDANCE_LIMITS,
  minutesToTime,
  type TAttendanceKind,
  type TAttendanceOccurrence,
  type TAttendanceStatus,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import { memberLessonsBetween } from '../reminders/member-lessons.js';
import type { AttendanceRange, AttendanceRepository } from './attendance-repository.js';

const keyOf = (memberId: number, date: string) => `${memberId}:${date}`;

const byDateTimeAndName = (a: TAttendanceOccurrence, b: TAttendanceOccurrence) =>
  a.date.localeCompare(b.date) ||
  a.startTime.localeCompare(b.startTime) ||
  a.memberName.localeCompare(b.memberName) ||
  a.memberId - b.memberId;

/**
 * The lesson occurrences of the range with their attendance state (docs/product/attendance.md):
 * weekly slots after moves, by the calendars' own expansion (memberLessonsBetween), plus booked
 * make-ups. Closed days are not taken out as the calendars do: their occurrences stay, read as
 * cancelled by the academy, and are flagged so that nobody marks them. A member has at most
 * one lesson a day, so (member, day) names an occurrence.
 */
export async function findOccurrences(
  attendance: AttendanceRepository,
  range: AttendanceRange,
): Promise<TAttendanceOccurrence[]> {
  const [slots, moves, closures, makeups, marks] = await Promise.all([
    attendance.findSlots(range),
    attendance.findSingleMoves(range),
    attendance.findClosedDates(range),
    attendance.findBookedMakeups(range),
    attendance.findMarks(range),
  ]);
  const closed = new Set(closures.map((closure) => toIsoDate(closure.date)));
  const markOf = new Map(
    marks.map((mark) => [keyOf(mark.memberId, toIsoDate(mark.lessonDate)), mark]),
  );
  const movedOnto = new Set(
    moves.map((move) => keyOf(move.lessonSchedule.id, toIsoDate(move.newDate))),
  );
  const occurrence = (
    base: Omit<TAttendanceOccurrence, 'closedDay' | 'status' | 'note' | 'kind'>,
    kind: TAttendanceKind,
  ): TAttendanceOccurrence => {
    const closedDay = closed.has(base.date);
    const mark = markOf.get(keyOf(base.memberId, base.date));
    const status: TAttendanceStatus = closedDay
      ? 'cancelled_by_academy'
      : (mark?.status ?? 'unmarked');
    return { ...base, kind, closedDay, status, note: mark?.note ?? null };
  };
  const lessons = memberLessonsBetween(slots, moves, [], {
    startDate: range.from,
    endDate: range.to,
  }).map(({ slot, date, startTime, endTime }) =>
    occurrence(
      {
        memberId: slot.memberId,
        memberName: slot.member.name,
        teacherName: slot.teacher.name,
        date,
        startTime,
        endTime,
      },
      movedOnto.has(keyOf(slot.id, date)) ? 'moved' : 'weekly',
    ),
  );
  const booked = makeups.map((makeup) =>
    occurrence(
      {
        memberId: makeup.memberId,
        memberName: makeup.member.name,
        teacherName: makeup.teacher.name,
        date: toIsoDate(makeup.lessonDate),
        startTime: minutesToTime(makeup.startMinute),
        endTime: minutesToTime(makeup.endMinute),
      },
      'makeup',
    ),
  );
  return [...lessons, ...booked]
    .sort(byDateTimeAndName)
    .slice(0, ATTENDANCE_LIMITS.MAX_OCCURRENCES);
}

/** The member's occurrence on the day, or undefined when they have no lesson then. */
export async function findOccurrence(
  attendance: AttendanceRepository,
  memberId: number,
  date: string,
): Promise<TAttendanceOccurrence | undefined> {
  const [found] = await findOccurrences(attendance, { from: date, to: date, memberId });
  return found;
}
