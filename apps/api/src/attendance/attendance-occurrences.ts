import {
  addDaysToIsoDate,
  ATTENDANCE_LIMITS,
  ATTENDANCE_MESSAGES,
  DATE_WINDOWS,
  toAcademyIsoDate,
  type TAttendanceKind,
  type TAttendanceOccurrence,
  type TAttendanceStatus,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { memberOccurrencesBetween } from '../schedule/member-lessons.js';
import type { AttendanceRange, AttendanceRepository } from './attendance-repository.js';

const keyOf = (memberId: number, date: string) => `${memberId}:${date}`;

const byDateTimeAndName = (a: TAttendanceOccurrence, b: TAttendanceOccurrence) =>
  a.date.localeCompare(b.date) ||
  a.startTime.localeCompare(b.startTime) ||
  a.memberName.localeCompare(b.memberName) ||
  a.memberId - b.memberId;

type Base = Omit<TAttendanceOccurrence, 'closedDay' | 'status' | 'note' | 'kind'>;

/**
 * The part of `range` within the days the calendars show (DATE_WINDOWS.LOOKUP), or null when
 * none is: no lesson is ever found beyond them, and the expansion's day arithmetic must not run
 * to the end of the four-digit years (a notice withdrawn for 9999-12-31 once answered 500).
 */
function withinLookupWindow(range: AttendanceRange): AttendanceRange | null {
  const today = toAcademyIsoDate(new Date());
  const first = addDaysToIsoDate(today, -DATE_WINDOWS.LOOKUP.PAST_DAYS);
  const last = addDaysToIsoDate(today, DATE_WINDOWS.LOOKUP.FUTURE_DAYS);
  if (range.to < first || range.from > last) return null;
  return {
    ...range,
    from: range.from < first ? first : range.from,
    to: range.to > last ? last : range.to,
  };
}

/**
 * The lesson occurrences of the range with their attendance state (docs/product/attendance.md):
 * weekly slots after moves, by the calendars' own expansion (memberLessonsBetween), plus booked
 * make-ups; a month of an approved pause holds no weekly lesson, so nothing there is marked,
 * noticed or counted absent (docs/product/pauses.md). Closed days are not taken out as the calendars do: their occurrences stay, read as
 * cancelled by the academy, and are flagged so that nobody marks them. A member has at most
 * one lesson a day, so (member, day) names an occurrence.
 */
export async function findOccurrences(
  attendance: AttendanceRepository,
  asked: AttendanceRange,
): Promise<TAttendanceOccurrence[]> {
  const range = withinLookupWindow(asked);
  if (!range) return [];
  const [slots, moves, closures, makeups, marks, paused] = await Promise.all([
    attendance.findSlots(range),
    attendance.findSingleMoves(range),
    attendance.findClosedDates(range),
    attendance.findBookedMakeups(range),
    attendance.findMarks(range),
    attendance.findPausedMonths(range),
  ]);
  const lessonRows = [...slots, ...moves.map((move) => move.lessonSchedule), ...makeups];
  const names = await attendance.findNames(
    [...new Set(lessonRows.map((row) => row.memberId))],
    [...new Set(lessonRows.map((row) => row.teacherId))],
  );
  const memberName = (id: number) => names.members.get(id) ?? '';
  // The calendars' expansion takes rows that carry their member's name.
  const named = <Row extends { memberId: number }>(row: Row) => ({
    ...row,
    member: { name: memberName(row.memberId) },
  });

  const closed = new Set(closures.map((closure) => toIsoDate(closure.date)));
  const markOf = new Map(
    marks.map((mark) => [keyOf(mark.memberId, toIsoDate(mark.lessonDate)), mark]),
  );
  const movedOnto = new Set(
    moves.map((move) => keyOf(move.lessonScheduleId, toIsoDate(move.newDate))),
  );
  const occurrence = (base: Base, kind: TAttendanceKind): TAttendanceOccurrence => {
    const closedDay = closed.has(base.date);
    const mark = markOf.get(keyOf(base.memberId, base.date));
    const status: TAttendanceStatus = closedDay
      ? 'cancelled_by_academy'
      : (mark?.status ?? 'unmarked');
    return { ...base, kind, closedDay, status, note: mark?.note ?? null };
  };
  // Closed days stay and are flagged (closedDay above), so no closure is passed to leave them out.
  const lessons = memberOccurrencesBetween(
    {
      slots: slots.map(named),
      moves: moves.map((move) => ({ ...named(move), lessonSchedule: named(move.lessonSchedule) })),
      makeups,
      closures: [],
    },
    { startDate: range.from, endDate: range.to },
    { paused },
  ).map((lesson) => {
    const row = lesson.kind === 'weekly' ? lesson.slot : lesson.makeup;
    const kind: TAttendanceKind =
      lesson.kind === 'makeup'
        ? 'makeup'
        : movedOnto.has(keyOf(lesson.slot.id, lesson.date))
          ? 'moved'
          : 'weekly';
    return occurrence(
      {
        memberId: row.memberId,
        memberName: memberName(row.memberId),
        teacherId: row.teacherId,
        teacherName: names.teachers.get(row.teacherId) ?? '',
        date: lesson.date,
        startTime: lesson.startTime,
        endTime: lesson.endTime,
      },
      kind,
    );
  });
  return lessons.sort(byDateTimeAndName).slice(0, ATTENDANCE_LIMITS.MAX_OCCURRENCES);
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

/**
 * The member's lesson or make-up on `date`, for a change of its state: 400 when there is none,
 * or when the academy is closed that day (nobody marks or gives notice for it).
 */
export async function findOpenOccurrence(
  attendance: AttendanceRepository,
  memberId: number,
  date: string,
): Promise<TAttendanceOccurrence> {
  const occurrence = await findOccurrence(attendance, memberId, date);
  if (!occurrence) throw new AppError('VALIDATION_FAILED', ATTENDANCE_MESSAGES.notALesson);
  if (occurrence.closedDay) throw new AppError('VALIDATION_FAILED', ATTENDANCE_MESSAGES.closedDay);
  return occurrence;
}
