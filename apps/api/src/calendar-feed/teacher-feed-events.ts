import { pickText, type TDateRange } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';
import { toPersonalSchedule } from '../schedule/busy-times-mappers.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import type { FeedEvent } from './feed-event.js';
import type { FeedContentRepository } from './feed-content-repository.js';
import { lessonAndMakeupEvents } from './feed-lessons.js';
import { FEED_TEXTS } from './feed-texts.js';

/** Staff have no language setting; their screens and feeds are Korean. */
const STAFF_VIEWER = { isStaff: true, seesPersonalDetails: true, language: 'KOR' } as const;

/**
 * Everything a teacher's feed shows (docs/product/calendar-feeds.md): their lessons with the
 * student's name (moves applied, cancelled on closed days) and make-ups, their personal and one-day-class
 * schedules (confirmed one-day classes are such schedules) — a series as one repeating event with
 * its removed days —, and the closed days as all-day events. Never a phone number or an e-mail.
 */
export async function teacherFeedEvents(
  prisma: PrismaClient,
  content: FeedContentRepository,
  staffId: number,
  range: TDateRange,
): Promise<FeedEvent[]> {
  const dayRange = { start: fromIsoDate(range.startDate), end: fromIsoDate(range.endDate) };
  const [slots, moves, makeups, closures, personal] = await Promise.all([
    content.findTeacherSlots(staffId, range),
    content.findTeacherMoves(staffId, range),
    content.findTeacherMakeups(staffId, range),
    content.findClosures(range),
    createBusyTimesRepository(prisma).findPersonalSchedules(staffId, dayRange),
  ]);
  const lessonsAndMakeups = await lessonAndMakeupEvents(
    content,
    { slots, moves, closures, makeups },
    {
      range,
      language: STAFF_VIEWER.language,
      lessonSummary: (slot) => FEED_TEXTS.teacherLesson(slot.member.name),
      makeupSummary: (makeup) => FEED_TEXTS.teacherMakeup(makeup.member.name),
    },
  );
  const schedules = personal.map((row): FeedEvent => {
    const schedule = toPersonalSchedule(row, STAFF_VIEWER);
    const pattern = schedule.isRecurring ? schedule.recurringPattern : null;
    return {
      kind: 'timed',
      uid: `personal-${schedule.scheduleId}`,
      summary: schedule.title,
      date: toIsoDate(row.scheduleDate),
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      ...(pattern !== null
        ? {
            repeat: {
              pattern,
              until: schedule.recurringUntil,
              excludedDates: schedule.excludedDates,
            },
          }
        : {}),
    };
  });
  const closed = closures.map((closure): FeedEvent => ({
    kind: 'allDay',
    uid: `closure-${toIsoDate(closure.date)}`,
    summary: pickText(
      FEED_TEXTS.closure({ ko: closure.reason, en: closure.reasonEn }),
      STAFF_VIEWER.language,
    ),
    date: toIsoDate(closure.date),
  }));
  return [...lessonsAndMakeups, ...schedules, ...closed];
}
