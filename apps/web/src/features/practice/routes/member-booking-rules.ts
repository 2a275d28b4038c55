import {
  CLOSURE_MESSAGES,
  findOwnHourOverlapping,
  hourToTime,
  isBeyondBookingHorizon,
  OWN_HOUR_MESSAGES,
  pickText,
  validationMessage,
  isPastStart,
  overlapsExistingBooking,
  PRACTICE_BOOKING_LIMITS,
  rangesOverlap,
  roomIdFromPracticeRoom,
} from '@academy/contracts';
import type {
  TLanguage,
  TPracticeCalendar,
  TPracticeRoom,
  TValidationMessageKey,
} from '@academy/contracts';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { academyInstant } from '@/components/member-area/member-dates';
import type { TPracticeSelection } from '../practice-selection';

const HOUR_MS = 3_600_000;

export type TBookedSessions = TPracticeCalendar['sessions'];

/** Hours that cannot be chosen: booked in the chosen room, or already started. */
export function isHourUnavailable(
  booked: TBookedSessions,
  room: TPracticeRoom,
  date: string | null,
  hour: number,
): boolean {
  if (date === null) return true;
  const start = Date.parse(academyInstant(date, hour));
  if (isPastStart(academyInstant(date, hour))) return true;
  return booked.some(
    (session) =>
      session.practiceRoom === room &&
      rangesOverlap(
        start,
        start + HOUR_MS,
        Date.parse(session.startTime),
        Date.parse(session.endTime),
      ),
  );
}

/** Why a clicked-to selection cannot stand (too long, or taken in the room), if it cannot. */
export function selectionRefusal(
  next: TPracticeSelection,
  room: TPracticeRoom,
  date: string | null,
  booked: TBookedSessions,
): TValidationMessageKey | null {
  if (next !== null && next.end - next.start > PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_BOOKING) {
    return 'practiceMaxDuration';
  }
  if (next !== null && date !== null) {
    const candidate = {
      practiceRoom: room,
      startTime: academyInstant(date, next.start),
      endTime: academyInstant(date, next.end),
    };
    if (overlapsExistingBooking(candidate, booked)) return 'practiceSlotTaken';
  }
  return null;
}

export function bookingBody(
  room: TPracticeRoom,
  date: string,
  selection: NonNullable<TPracticeSelection>,
  notes: string,
) {
  return {
    roomId: roomIdFromPracticeRoom(room),
    startTime: academyInstant(date, selection.start),
    endTime: academyInstant(date, selection.end),
    ...(notes.trim() ? { notes: notes.trim() } : {}),
  };
}

/** Why the booking cannot be sent (started, beyond the horizon, taken), if it cannot. */
export function bookingRefusal(
  body: ReturnType<typeof bookingBody>,
  room: TPracticeRoom,
  booked: TBookedSessions,
): TValidationMessageKey | null {
  if (isPastStart(body.startTime)) return 'practicePastStart';
  if (isBeyondBookingHorizon(body.startTime)) return 'practiceBeyondHorizon';
  if (overlapsExistingBooking({ ...body, practiceRoom: room }, booked)) return 'practiceSlotTaken';
  return null;
}

/** The message for hours [start, end) of the day that overlap the member's own time, if they do. */
export function ownHourRefusal(
  ownHours: TPracticeCalendar['ownHours'],
  hours: { day: string; start: number; end: number },
  language: TLanguage,
): string | null {
  const wanted = {
    date: hours.day,
    startTime: hourToTime(hours.start),
    endTime: hourToTime(hours.end),
  };
  const own = findOwnHourOverlapping(ownHours, wanted);
  return own ? pickText(OWN_HOUR_MESSAGES[own.kind], language) : null;
}

/** Why a day the calendar refused cannot be booked: closed, past, or beyond the horizon. */
export function dateRefusalMessage(
  refused: string,
  closedDates: readonly string[],
  language: TLanguage,
): string {
  if (closedDates.includes(refused)) {
    return pickText(CLOSURE_MESSAGES.practiceDateClosed, language);
  }
  const key = refused < todayIsoDate() ? 'pastDateNotAllowed' : 'practiceBeyondHorizon';
  return validationMessage(key, language);
}
