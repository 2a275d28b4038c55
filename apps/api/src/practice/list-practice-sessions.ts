import {
  practiceCalendarWindow,
  seoulDayStart,
  toAcademyIsoDate,
  VALIDATION_MESSAGES,
  type TDateRange,
  type TOwnHour,
  type TPracticeBookingList,
  type TPracticeCalendar,
  type TPracticeSessionsQuery,
} from '@academy/contracts';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { AppError } from '../http/app-error.js';
import { toClosureDay } from '../schedule/closures-mappers.js';
import { toCalendarSession, toPracticeSession } from './practice-mappers.js';
import type { PracticeRepository } from './practice-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

const DAY_MS = 86_400_000;
/** "Recent past" shown with the member's own bookings. */
const OWN_HISTORY_DAYS = 30;
const OWN_BOOKINGS_MAX = 200;

export function createListPracticeSessions(deps: {
  practice: PracticeRepository;
  closures: ClosuresRepository;
  /** The member's own lessons, make-ups and bookings (schedule/own-hours.ts). */
  findOwnHours: (memberId: number, range: TDateRange) => Promise<TOwnHour[]>;
  now?: Clock;
}) {
  const { practice, closures, findOwnHours, now = systemClock } = deps;
  /** A member's own hours from today to the range's end: the booking screen greys them out. */
  const ownHoursOf = (memberId: number | null, range: TPracticeSessionsQuery, today: string) => {
    const startDate = range.startDate > today ? range.startDate : today;
    if (memberId === null || startDate > range.endDate) return Promise.resolve([]);
    return findOwnHours(memberId, { startDate, endDate: range.endDate });
  };
  return {
    /** The member's own bookings from 30 days ago: upcoming first (soonest first), then past. */
    async listOwnBookings(memberId: number): Promise<TPracticeBookingList> {
      const at = now();
      const rows = await practice.findOwnSince(
        memberId,
        new Date(at.getTime() - OWN_HISTORY_DAYS * DAY_MS),
        OWN_BOOKINGS_MAX,
      );
      const upcoming = rows.filter((row) => row.endTime > at);
      const past = rows.filter((row) => row.endTime <= at).reverse();
      return { bookings: [...upcoming, ...past].map((row) => toPracticeSession(row, at)) };
    },
    /** Non-cancelled sessions starting on the Seoul days of the range. */
    async listCalendar(
      query: TPracticeSessionsQuery,
      viewer: { memberId: number | null },
    ): Promise<TPracticeCalendar> {
      const at = now();
      const window = practiceCalendarWindow(at);
      if (query.startDate < window.firstDate || query.endDate > window.lastDate) {
        throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.practiceCalendarRange);
      }
      const start = seoulDayStart(query.startDate);
      const end = new Date(seoulDayStart(query.endDate).getTime() + DAY_MS);
      const rows = await practice.findActiveBetween(start, end);
      // Members see no one else's name, so only staff need every booker's.
      const named =
        viewer.memberId === null
          ? [...new Set(rows.map((row) => row.memberId))]
          : [viewer.memberId];
      const names = await practice.findMemberNames(named);
      const closed = await closures.findBetween(query.startDate, query.endDate);
      return {
        ownHours: await ownHoursOf(viewer.memberId, query, toAcademyIsoDate(at)),
        closures: closed.map(toClosureDay),
        sessions: rows.map((row) =>
          toCalendarSession(
            { ...row, member: { name: names.get(row.memberId) ?? '' } },
            viewer,
            at,
          ),
        ),
      };
    },
  };
}

export type ListPracticeSessions = ReturnType<typeof createListPracticeSessions>;
