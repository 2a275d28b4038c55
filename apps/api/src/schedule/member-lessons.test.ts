import { describe, expect, it } from 'vitest';
import { fromIsoDate } from '../lib/iso-date.js';
import { memberLessonsBetween, memberOccurrencesBetween } from './member-lessons.js';

const CREATED = new Date('2031-01-01T00:00:00Z');

/** A weekly slot of member `memberId` (2031-03-03 is a Monday). */
function slot(id: number, memberId: number, dayOfWeek: number, startHour: number, until?: string) {
  return {
    id,
    memberId,
    teacherId: 1,
    dayOfWeek,
    startMinute: startHour * 60,
    endMinute: startHour * 60 + 60,
    effectiveFrom: fromIsoDate('2031-01-06'),
    effectiveUntil: until ? fromIsoDate(until) : null,
    createdAt: CREATED,
    updatedAt: CREATED,
    member: { name: `member ${memberId}` },
  };
}
type Slot = ReturnType<typeof slot>;

function move(id: number, lessonSchedule: Slot, from: string, to: string, startHour: number) {
  return {
    id,
    memberId: lessonSchedule.memberId,
    lessonScheduleId: lessonSchedule.id,
    requestId: null,
    scope: 'single' as const,
    originalDate: fromIsoDate(from),
    newDate: fromIsoDate(to),
    newStartMinute: startHour * 60,
    newEndMinute: startHour * 60 + 60,
    createdAt: CREATED,
    lessonSchedule,
    member: lessonSchedule.member,
  };
}

const RANGE = { startDate: '2031-03-03', endDate: '2031-03-04' };
const summary = (lessons: ReturnType<typeof memberLessonsBetween<Slot>>) =>
  lessons.map((lesson) => `${lesson.slot.memberId} ${lesson.date} ${lesson.startTime}`).sort();

describe('memberLessonsBetween', () => {
  it('gives each weekly lesson in the range with its slot, and none outside the slot’s effective range', () => {
    const monday = slot(1, 10, 1, 15);
    const tuesday = slot(2, 11, 2, 19);
    const ended = slot(3, 12, 2, 10, '2031-03-04');
    expect(summary(memberLessonsBetween([monday, tuesday, ended], [], [], RANGE))).toEqual([
      '10 2031-03-03 15:00',
      '11 2031-03-04 19:00',
    ]);
  });

  it('moves a lesson to its new day and hour, also from a slot of another weekday', () => {
    const tuesday = slot(1, 10, 2, 19);
    const wednesday = slot(2, 11, 3, 15);
    const moves = [
      move(1, tuesday, '2031-03-04', '2031-03-06', 14),
      move(2, wednesday, '2031-03-05', '2031-03-03', 11),
    ];
    expect(summary(memberLessonsBetween([tuesday], moves, [], RANGE))).toEqual([
      '11 2031-03-03 11:00',
    ]);
  });

  it('leaves out the lessons on a closed day', () => {
    const monday = slot(1, 10, 1, 15);
    const tuesday = slot(2, 11, 2, 19);
    const closures = [{ date: '2031-03-04', reason: '휴원', reasonEn: 'Closed' }];
    expect(summary(memberLessonsBetween([monday, tuesday], [], closures, RANGE))).toEqual([
      '10 2031-03-03 15:00',
    ]);
  });

  it('keeps the lessons on a closed day flagged cancelled when asked', () => {
    const monday = slot(1, 10, 1, 15);
    const tuesday = slot(2, 11, 2, 19);
    const closures = [{ date: '2031-03-04', reason: '휴원', reasonEn: 'Closed' }];
    const lessons = memberLessonsBetween([monday, tuesday], [], closures, RANGE, {
      closedDays: 'flag',
    });
    expect(lessons.map((lesson) => `${lesson.slot.memberId} ${lesson.cancelled}`).sort()).toEqual([
      '10 false',
      '11 true',
    ]);
  });

  it('adds the booked make-ups in the range as make-up occurrences, by day and hour', () => {
    const makeup = (memberId: number, date: string, status: string) => ({
      memberId,
      lessonDate: fromIsoDate(date),
      startMinute: 13 * 60,
      endMinute: 14 * 60,
      status,
    });
    const occurrences = memberOccurrencesBetween(
      {
        slots: [slot(1, 10, 2, 19)],
        moves: [],
        closures: [],
        makeups: [
          makeup(11, '2031-03-04', 'booked'),
          makeup(12, '2031-03-03', 'cancelled'),
          makeup(13, '2031-03-05', 'booked'),
        ],
      },
      RANGE,
    );
    expect(occurrences.map((o) => `${o.kind} ${o.date} ${o.startTime}-${o.endTime}`)).toEqual([
      'makeup 2031-03-04 13:00-14:00',
      'weekly 2031-03-04 19:00-20:00',
    ]);
  });
});
