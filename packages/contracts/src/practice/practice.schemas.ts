import { z } from 'zod';
import { ZClosureDay } from '../closures/closures.schemas';
import { isoDateTimeField, ZIsoDate } from '../common/dates';
import { toAcademyMinutes } from '../common/seoul-time';
import { ZNameRef } from '../common/refs';
import { keyIssue, optionalText, TEXT_LIMITS } from '../common/text-fields';
import { HOURS } from '../constants/hours';
import { PRACTICE } from '../constants/limits';
import { checkedCalendarRange } from '../schedule/calendar-range';
import { ZOwnHour } from '../schedule/own-hours';
import { ZPracticeRoom, ZPracticeSessionStatus } from './practice.enums';
import { PRACTICE_BOOKING_LIMITS } from './practice.limits';

const MINUTE_MS = 60_000;
const MAX_BOOKING_MS = PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_BOOKING * 60 * MINUTE_MS;

/** Both ends fall inside the same academy day's opening hours (Seoul time). */
function withinBookingHours(start: Date, end: Date): boolean {
  const startMinutes = toAcademyMinutes(start);
  const endMinutes = startMinutes + (end.getTime() - start.getTime()) / MINUTE_MS;
  return (
    startMinutes >= HOURS.PRACTICE.OPEN_HOUR * 60 && endMinutes <= HOURS.PRACTICE.CLOSE_HOUR * 60
  );
}

/**
 * POST /practice/bookings. Start before end, 1 to 2 hours, within 09:00-22:00 Seoul time.
 * "No past start", "within the horizon", "no overlap" and the member's caps depend on the clock
 * and the bookings, so the server checks them (isPastStart, isBeyondBookingHorizon, ...).
 */
export const ZPracticeBookingRequest = z
  .object({
    roomId: z
      .number({ error: 'practiceRoomInvalid' })
      .int({ error: 'practiceRoomInvalid' })
      .min(1, { error: 'practiceRoomInvalid' })
      .max(PRACTICE.ROOM_COUNT, { error: 'practiceRoomInvalid' })
      .default(PRACTICE.DEFAULT_ROOM_ID),
    startTime: isoDateTimeField('practiceTimeRequired'),
    endTime: isoDateTimeField('practiceTimeRequired'),
    notes: optionalText(TEXT_LIMITS.NOTES, 'multi'),
  })
  .superRefine((value, ctx) => {
    const start = new Date(value.startTime);
    const end = new Date(value.endTime);
    if (start >= end) {
      ctx.addIssue(keyIssue('practiceStartBeforeEnd', ['endTime']));
    } else if (end.getTime() - start.getTime() < PRACTICE.MIN_BOOKING_MINUTES * MINUTE_MS) {
      ctx.addIssue(keyIssue('practiceMinDuration', ['endTime']));
    } else if (end.getTime() - start.getTime() > MAX_BOOKING_MS) {
      ctx.addIssue(keyIssue('practiceMaxDuration', ['endTime']));
    } else if (!withinBookingHours(start, end)) {
      ctx.addIssue(keyIssue('practiceOutsideHours', ['startTime']));
    }
  });
export type TPracticeBookingRequest = z.infer<typeof ZPracticeBookingRequest>;
export type TPracticeBookingRequestInput = z.input<typeof ZPracticeBookingRequest>;

/**
 * GET /practice: the shown month's first and last day; at most 62 days, both ends counted.
 * The server also keeps both days inside practiceCalendarWindow (practiceCalendarRange).
 */
export const ZPracticeSessionsQuery = checkedCalendarRange(
  z.object({ startDate: ZIsoDate, endDate: ZIsoDate }),
);
export type TPracticeSessionsQuery = z.infer<typeof ZPracticeSessionsQuery>;

export const ZPracticeSession = z.object({
  sessionId: z.number().int(),
  bookingId: z.number().int(),
  practiceRoom: ZPracticeRoom,
  userId: z.number().int(),
  user: ZNameRef.nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: ZPracticeSessionStatus,
  notes: z.string().nullable(),
});
export type TPracticeSession = z.infer<typeof ZPracticeSession>;

/** GET /practice data. */
export const ZPracticeSessionList = z.object({ sessions: z.array(ZPracticeSession) });
export type TPracticeSessionList = z.infer<typeof ZPracticeSessionList>;

/** GET /practice/bookings data: the member's own bookings. */
export const ZPracticeBookingList = z.object({ bookings: z.array(ZPracticeSession) });
export type TPracticeBookingList = z.infer<typeof ZPracticeBookingList>;

/**
 * GET /practice session: members see other people's sessions without name, notes or
 * member id (`user`/`userName`/`notes` null, `userId` 0); `isMine` marks their own.
 */
export const ZPracticeCalendarSession = ZPracticeSession.extend({
  userName: z.string().nullable(),
  isMine: z.boolean(),
});
export type TPracticeCalendarSession = z.infer<typeof ZPracticeCalendarSession>;

/**
 * GET /practice data as the API sends it (a superset of ZPracticeSessionList), with the
 * academy's closed days of the range: nothing can be booked on them. For a member, `ownHours`
 * are their own lessons, make-ups and practice bookings from today to the range's end, which no
 * booking may overlap; staff get none.
 */
export const ZPracticeCalendar = z.object({
  sessions: z.array(ZPracticeCalendarSession),
  closures: z.array(ZClosureDay),
  ownHours: z.array(ZOwnHour),
});
export type TPracticeCalendar = z.infer<typeof ZPracticeCalendar>;

/** PATCH /practice/bookings/{id}/cancel data. */
export const ZPracticeCancelResult = ZPracticeSession.extend({ cancelledAt: z.string() });
export type TPracticeCancelResult = z.infer<typeof ZPracticeCancelResult>;
