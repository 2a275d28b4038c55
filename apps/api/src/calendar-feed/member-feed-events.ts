import {
  minutesToTime,
  PRACTICE_ROOM_LABELS,
  pickText,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TDateRange,
  type TLanguage,
} from '@academy/contracts';
import { roomOf } from '../practice/practice-mappers.js';
import type { FeedEvent } from './feed-event.js';
import type { FeedContentRepository } from './feed-content-repository.js';
import { lessonAndMakeupEvents } from './feed-lessons.js';
import { FEED_TEXTS } from './feed-texts.js';

const MINUTE_MS = 60_000;

/**
 * Everything a member's feed shows, gathered in this one place (docs/product/calendar-feeds.md):
 * their weekly lessons with moves applied (cancelled on closed days), their make-up lessons
 * (cancelled ones struck through) and their practice-room bookings that still stand (cancelled
 * bookings are left out). Only the member's own rows are read, so no other member's name can
 * appear.
 */
export async function memberFeedEvents(
  content: FeedContentRepository,
  memberId: number,
  range: TDateRange,
  language: TLanguage,
): Promise<FeedEvent[]> {
  const [slots, moves, closures, makeups, bookings] = await Promise.all([
    content.findMemberSlots(memberId, range),
    content.findMemberMoves(memberId, range),
    content.findClosures(range),
    content.findMemberMakeups(memberId, range),
    content.findPracticeBookings(memberId, range),
  ]);
  const lessonsAndMakeups = await lessonAndMakeupEvents(
    content,
    { slots, moves, closures, makeups },
    {
      range,
      language,
      lessonSummary: (slot) => FEED_TEXTS.memberLesson(slot.teacher.name),
      makeupSummary: (makeup) => FEED_TEXTS.memberMakeup(makeup.teacher.name),
    },
  );
  const practice = bookings.map((booking): FeedEvent => {
    const startMinute = toAcademyMinutes(booking.startTime);
    // From the length, so that a booking ending at midnight ends at 24:00, not 00:00.
    const minutes = (booking.endTime.getTime() - booking.startTime.getTime()) / MINUTE_MS;
    return {
      kind: 'timed',
      uid: `practice-${booking.id}`,
      summary: pickText(
        FEED_TEXTS.practice(PRACTICE_ROOM_LABELS[roomOf(booking.roomId)]),
        language,
      ),
      date: toAcademyIsoDate(booking.startTime),
      startTime: minutesToTime(startMinute),
      endTime: minutesToTime(startMinute + minutes),
    };
  });
  return [...lessonsAndMakeups, ...practice];
}
