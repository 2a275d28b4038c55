import { describe, expect, it } from 'vitest';
import { isMarkableToday, todayAndTomorrow } from './today.rules';
import type { TTodayOccurrence } from './today.schemas';

const lesson: TTodayOccurrence = {
  kind: 'weekly',
  date: '2026-03-10',
  startTime: '15:00',
  endTime: '16:00',
  name: '김민수',
  memberId: 7,
  teacherId: 1,
  teacherName: '박선생',
  status: 'unmarked',
  noticeGiven: false,
};

describe('todayAndTomorrow', () => {
  it('when it is 23:30 UTC, then today is already the next Seoul day', () => {
    expect(todayAndTomorrow(new Date('2026-03-09T23:30:00Z'))).toEqual({
      today: '2026-03-10',
      tomorrow: '2026-03-11',
    });
  });

  it('when it is the last day of a month in Seoul, then tomorrow is the first of the next', () => {
    expect(todayAndTomorrow(new Date('2026-02-28T03:00:00Z'))).toEqual({
      today: '2026-02-28',
      tomorrow: '2026-03-01',
    });
  });
});

describe('isMarkableToday', () => {
  it("when a member's lesson is today, then it takes one-tap attendance", () => {
    expect(isMarkableToday(lesson, '2026-03-10', '2026-03-10')).toBe(true);
  });

  it("when the lesson is tomorrow's, then it does not", () => {
    expect(isMarkableToday(lesson, '2026-03-11', '2026-03-10')).toBe(false);
  });

  it('when it is a one-day class, then it does not', () => {
    const oneday = { ...lesson, kind: 'oneday' as const, memberId: null, status: null };
    expect(isMarkableToday(oneday, '2026-03-10', '2026-03-10')).toBe(false);
  });
});
