import {
  addDaysToIsoDate,
  findOwnHourOverlapping,
  MAKEUP_LIMITS,
  minutesToTime,
  OWN_HOUR_NOUNS,
  OWN_HOUR_MESSAGES,
  pickText,
  PRACTICE_BOOKING_LIMITS,
  toAcademyIsoDate,
  staffMessage,
  toAcademyMinutes,
  type TBilingualText,
  type TDateRange,
  type TLanguage,
  type TStaffMessageKey,
  type TOwnHour,
} from '@academy/contracts';
import { toClosureDay } from './closures-mappers.js';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { memberLessonsBetween } from './member-lessons.js';
import { findOwnHourRows, type OwnHourRows } from './own-hours-repository.js';

const NO_NAME = { name: '' };

const byDayAndTime = (a: TOwnHour, b: TOwnHour) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

/**
 * The member's own hours in the range (docs/product/makeups.md): their lessons as the calendars
 * expand them (weekly days not moved away, lessons moved onto a day, none on a closed day), less
 * the days they gave notice for or the academy cancelled; their make-ups that hold an hour
 * (booked, or requested and waiting); and their practice bookings that stand.
 */
export function toOwnHours(rows: OwnHourRows, range: TDateRange): TOwnHour[] {
  const notHeld = new Set(rows.notHeld.map((row) => toIsoDate(row.lessonDate)));
  const closures = rows.closures.map(toClosureDay);
  // The expansion takes rows with their member's name, which no own hour shows.
  const slots = rows.slots.map((slot) => ({ ...slot, member: NO_NAME }));
  const slotsById = new Map(slots.map((slot) => [slot.id, slot]));
  const moves = rows.moves.flatMap((move) => {
    const slot = slotsById.get(move.lessonScheduleId);
    return slot ? [{ ...move, member: NO_NAME, lessonSchedule: slot }] : [];
  });
  const lessons = memberLessonsBetween(slots, moves, closures, range)
    .filter((lesson) => !notHeld.has(lesson.date))
    .map(({ date, startTime, endTime }) => ({ date, startTime, endTime, kind: 'lesson' as const }));
  const makeups = rows.makeups
    .map((row) => ({
      date: toIsoDate(row.lessonDate),
      startTime: minutesToTime(row.startMinute),
      endTime: minutesToTime(row.endMinute),
      kind: 'makeup' as const,
    }))
    .filter((makeup) => !notHeld.has(makeup.date));
  const practice = rows.practice.map((row) => ({
    date: toAcademyIsoDate(row.startTime),
    startTime: minutesToTime(toAcademyMinutes(row.startTime)),
    endTime: minutesToTime(toAcademyMinutes(row.endTime)),
    kind: 'practice' as const,
  }));
  return [...lessons, ...makeups, ...practice].sort(byDayAndTime);
}

export async function findOwnHours(
  db: Prisma.TransactionClient,
  memberId: number,
  range: TDateRange,
): Promise<TOwnHour[]> {
  return toOwnHours(await findOwnHourRows(db, memberId, range), range);
}

/**
 * Refuses a booking of [startTime, endTime) on `date` that overlaps one of the member's own
 * hours (409 OWN_HOUR_TAKEN, with what is in the way). Called inside the booking's transaction
 * after the member's row is locked: practice bookings and make-ups both take that lock, so of
 * two simultaneous bookings of one hour the second reads the first.
 */
export async function assertOwnHourFree(
  tx: Prisma.TransactionClient,
  memberId: number,
  wanted: { date: string; startTime: string; endTime: string },
): Promise<void> {
  const day = { startDate: wanted.date, endDate: wanted.date };
  const own = findOwnHourOverlapping(await findOwnHours(tx, memberId, day), wanted);
  if (own) throw new AppError('OWN_HOUR_TAKEN', OWN_HOUR_MESSAGES[own.kind]);
}

/**
 * The member's make-up or practice booking overlapping [startTime, endTime) on `date`, if any: what
 * keeps a lesson from being moved there (the member's lessons are their teacher's busy hours, and
 * the lesson being moved is one of them).
 */
export async function ownBookingAt(
  db: Prisma.TransactionClient,
  memberId: number,
  wanted: { date: string; startTime: string; endTime: string },
): Promise<TOwnHour | undefined> {
  const day = { startDate: wanted.date, endDate: wanted.date };
  const bookings = (await findOwnHours(db, memberId, day)).filter((hour) => hour.kind !== 'lesson');
  return findOwnHourOverlapping(bookings, wanted);
}

/** Bookings lie at most this far ahead: make-ups up to a year, practice two weeks. */
const BOOKINGS_AHEAD_DAYS = Math.max(
  MAKEUP_LIMITS.DAYS_OFFERED,
  PRACTICE_BOOKING_LIMITS.HORIZON_DAYS,
);

/**
 * The member's first make-up or practice booking from `today` on that one of their lessons
 * overlaps: what a new weekly slot, or a lesson staff restore, must not land on (the member's own
 * hours never overlap). Read in the change's transaction, under the member's lock, after the
 * change is written.
 */
export async function firstBookingUnderLesson(
  tx: Prisma.TransactionClient,
  memberId: number,
  today: string,
): Promise<TOwnHour | undefined> {
  const range = { startDate: today, endDate: addDaysToIsoDate(today, BOOKINGS_AHEAD_DAYS) };
  const hours = await findOwnHours(tx, memberId, range);
  const lessons = hours.filter((hour) => hour.kind === 'lesson');
  return hours.find(
    (hour) => hour.kind !== 'lesson' && findOwnHourOverlapping(lessons, hour) !== undefined,
  );
}

/**
 * 409 OWN_HOUR_TAKEN for staff, naming the member's booking in the way (its kind, day and hour),
 * so they know what to settle first.
 */
export function bookingInTheWay(
  key: Extract<TStaffMessageKey, 'memberSlotOverBooking' | 'attendanceRestoreOverBooking'>,
  booking: TOwnHour,
): AppError {
  const text = (lang: TLanguage) =>
    staffMessage(key, lang, {
      date: booking.date,
      startTime: booking.startTime,
      booking: pickText(OWN_HOUR_NOUNS[booking.kind], lang),
    });
  const message: TBilingualText = { ko: text('KOR'), en: text('ENG') };
  return new AppError('OWN_HOUR_TAKEN', message, booking);
}
