import {
  minutesToTime,
  pickText,
  type TBilingualText,
  type TDateRange,
  type TLanguage,
} from '@academy/contracts';
import { toClosureDay } from '../schedule/closures-mappers.js';
import { toIsoDate } from '../lib/iso-date.js';
import { memberLessonsBetween } from '../schedule/member-lessons.js';
import type { PausedMonths } from '../schedule/paused-months-repository.js';
import type { FeedEvent } from './feed-event.js';
import type {
  FeedClosureRow,
  FeedContentRepository,
  FeedSlotRow,
} from './feed-content-repository.js';

type FeedMoveRow = Awaited<ReturnType<FeedContentRepository['findMemberMoves']>>[number];
type FeedMakeupRow = Awaited<ReturnType<FeedContentRepository['findMemberMakeups']>>[number];
type FeedNoticeRow = Awaited<ReturnType<FeedContentRepository['findNoticedDays']>>[number];

const noticeKey = (memberId: number, date: string) => `${memberId}:${date}`;

/**
 * The lessons' members' notices of absence within the range, as keys lessonEvents looks up: one
 * read for every member the lessons belong to.
 */
async function noticedLessons(
  content: FeedContentRepository,
  lessons: { slots: readonly { memberId: number }[]; moves: readonly { memberId: number }[] },
  range: TDateRange,
): Promise<ReadonlySet<string>> {
  const memberIds = new Set([...lessons.slots, ...lessons.moves].map((row) => row.memberId));
  if (memberIds.size === 0) return new Set();
  const rows: FeedNoticeRow[] = await content.findNoticedDays([...memberIds], range);
  return new Set(rows.map((row) => noticeKey(row.memberId, toIsoDate(row.lessonDate))));
}

/**
 * Lesson occurrences as feed events, expanded by the calendars' own rules (memberLessonsBetween)
 * with closed days flagged rather than left out: a lesson on a closed day, or one its member gave
 * notice of absence for, stays, marked cancelled, so a subscribed calendar shows it struck
 * through rather than silently gone. A moved
 * lesson keeps the UID of the weekly day it was moved from, so calendar apps move the event
 * instead of adding one.
 */
function lessonEvents(input: {
  slots: readonly FeedSlotRow[];
  moves: readonly FeedMoveRow[];
  closures: readonly FeedClosureRow[];
  noticed: ReadonlySet<string>;
  paused: PausedMonths;
  range: TDateRange;
  language: TLanguage;
  summaryOf: (slot: FeedSlotRow) => TBilingualText;
}): FeedEvent[] {
  const closures = input.closures.map(toClosureDay);
  return memberLessonsBetween(input.slots, input.moves, closures, input.range, {
    closedDays: 'flag',
    paused: input.paused,
  }).map((lesson) => ({
    kind: 'timed',
    uid: `lesson-${lesson.slot.id}-${lesson.originalDate}`,
    summary: pickText(input.summaryOf(lesson.slot), input.language),
    date: lesson.date,
    startTime: lesson.startTime,
    endTime: lesson.endTime,
    cancelled: lesson.cancelled || input.noticed.has(noticeKey(lesson.slot.memberId, lesson.date)),
  }));
}

/** Make-up lessons as feed events: one UID per make-up, cancelled ones struck through. */
function makeupEvents(input: {
  makeups: readonly FeedMakeupRow[];
  language: TLanguage;
  summaryOf: (makeup: FeedMakeupRow) => TBilingualText;
}): FeedEvent[] {
  return input.makeups.map((makeup) => ({
    kind: 'timed',
    uid: `makeup-${makeup.id}`,
    summary: pickText(input.summaryOf(makeup), input.language),
    date: toIsoDate(makeup.lessonDate),
    startTime: minutesToTime(makeup.startMinute),
    endTime: minutesToTime(makeup.endMinute),
    cancelled: makeup.status === 'cancelled',
  }));
}

/**
 * A feed's lessons and make-ups as events, the lessons first, each titled in `view.language` by
 * `view.lessonSummary` or `view.makeupSummary` (the member's feed names the teacher, the
 * teacher's the student).
 */
export async function lessonAndMakeupEvents(
  content: FeedContentRepository,
  rows: {
    slots: readonly FeedSlotRow[];
    moves: readonly FeedMoveRow[];
    closures: readonly FeedClosureRow[];
    makeups: readonly FeedMakeupRow[];
  },
  view: {
    range: TDateRange;
    language: TLanguage;
    lessonSummary: (slot: FeedSlotRow) => TBilingualText;
    makeupSummary: (makeup: FeedMakeupRow) => TBilingualText;
  },
): Promise<FeedEvent[]> {
  const { slots, moves, closures, makeups } = rows;
  const { range, language } = view;
  const noticed = await noticedLessons(content, { slots, moves }, range);
  const memberIds = [...new Set([...slots, ...moves].map((row) => row.memberId))];
  // A paused month holds no lesson: the feed leaves it out rather than striking it through.
  const paused =
    memberIds.length === 0 ? new Set<string>() : await content.findPausedMonths(memberIds, range);
  return [
    ...lessonEvents({
      slots,
      moves,
      closures,
      noticed,
      paused,
      range,
      language,
      summaryOf: view.lessonSummary,
    }),
    ...makeupEvents({ makeups, language, summaryOf: view.makeupSummary }),
  ];
}
