import {
  minutesToTime,
  pickText,
  PRACTICE_SESSION_STATUS_LABELS,
  roomIdFromPracticeRoom,
  toAcademyIsoDate,
  toAcademyMinutes,
} from '@academy/contracts';
import type {
  TDateRange,
  TLanguage,
  TPracticeCalendarSession,
  TPracticeSessionStatus,
} from '@academy/contracts';
import { daysInMonth } from '@/components/calendar/calendar-dates';
import type { TCalendarEvent } from '@/components/calendar/calendar-types';
import { format } from '@/i18n/format';
import type { koStaffPractice } from '@/i18n/sections/staff-practice.ko';

type TPracticeCopy = typeof koStaffPractice;

/** A session on the month calendar; `title` (read out) carries the status, `text` is shown. */
export type TPracticeEvent = TCalendarEvent & {
  id: number;
  text: string;
  status: TPracticeSessionStatus;
  session: TPracticeCalendarSession;
};

/** What the sidebar shows: one day's sessions, or one session of that day. */
export type TPracticeSelection = { date: string; sessionId: number | null };

/** GET /practice asks for the shown month's first and last day (docs/product/api.md). */
export function monthRange(month: string): TDateRange {
  return {
    startDate: `${month}-01`,
    endDate: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  };
}

/** The academy (Seoul) day an instant falls on, yyyy-MM-dd. */
export function academyDate(iso: string): string {
  return toAcademyIsoDate(new Date(iso));
}

/** The academy (Seoul) time of an instant, HH:mm. */
export function academyTime(iso: string): string {
  return minutesToTime(toAcademyMinutes(new Date(iso)));
}

export function memberNameOf(session: TPracticeCalendarSession, copy: TPracticeCopy): string {
  return session.userName ?? session.user?.name ?? copy.unknownMember;
}

export function timeRangeOf(session: TPracticeCalendarSession, copy: TPracticeCopy): string {
  return format(copy.timeRange, {
    start: academyTime(session.startTime),
    end: academyTime(session.endTime),
  });
}

/** Earliest first; at the same time, room 1 before room 2. */
export function sortSessions(
  sessions: readonly TPracticeCalendarSession[],
): TPracticeCalendarSession[] {
  return [...sessions].sort(
    (a, b) =>
      Date.parse(a.startTime) - Date.parse(b.startTime) ||
      roomIdFromPracticeRoom(a.practiceRoom) - roomIdFromPracticeRoom(b.practiceRoom),
  );
}

/** The calendar events, e.g. shown "연습실 1 · 김민준 19:00", read "…, 예약됨". */
export function toPracticeEvents(
  sessions: readonly TPracticeCalendarSession[],
  copy: TPracticeCopy,
  language: TLanguage,
): TPracticeEvent[] {
  return sortSessions(sessions).map((session) => {
    const text = format(copy.eventTitle, {
      room: format(copy.roomShort, { number: roomIdFromPracticeRoom(session.practiceRoom) }),
      name: memberNameOf(session, copy),
      time: academyTime(session.startTime),
    });
    const status = pickText(PRACTICE_SESSION_STATUS_LABELS[session.status], language);
    return {
      id: session.sessionId,
      date: academyDate(session.startTime),
      title: format(copy.eventLabel, { title: text, status }),
      text,
      status: session.status,
      session,
    };
  });
}
