import { describe, expect, it } from 'vitest';
import {
  isDuplicateScheduleChange,
  isLessonMoveHour,
  isScheduleChangeNewDate,
  SCHEDULE_CHANGE_SLOT_HOURS,
  scheduleChangeTargetDates,
} from './schedule-changes.rules';

describe('scheduleChangeTargetDates', () => {
  it('when today is a Monday lesson day, then the next 4 Mondays from today are offered', () => {
    expect(scheduleChangeTargetDates({ lessonDayOfWeek: 'Monday', today: '2025-07-07' })).toEqual([
      '2025-07-07',
      '2025-07-14',
      '2025-07-21',
      '2025-07-28',
    ]);
  });

  it('when a date has a single-date override, then it is left out', () => {
    expect(
      scheduleChangeTargetDates({
        lessonDayOfWeek: 'Wednesday',
        today: '2025-07-07',
        excludedDates: ['2025-07-16'],
      }),
    ).toEqual(['2025-07-09', '2025-07-23', '2025-07-30']);
  });

  it('when slot hours are listed, then they run 11 to 20', () => {
    expect([SCHEDULE_CHANGE_SLOT_HOURS[0], SCHEDULE_CHANGE_SLOT_HOURS.at(-1)]).toEqual([11, 20]);
  });
});

describe('isScheduleChangeNewDate', () => {
  // 2025-07-07 is a Monday; the window runs to Sunday 2025-08-03.
  it('when the day is a weekday within the 4 weeks from today, then a lesson may move there', () => {
    expect(isScheduleChangeNewDate('2025-07-07', '2025-07-07')).toBe(true);
    expect(isScheduleChangeNewDate('2025-08-01', '2025-07-07')).toBe(true);
  });

  it('when it is a weekend, before today, after the window or year 9999, then it may not', () => {
    for (const date of ['2025-07-12', '2025-07-13', '2025-07-04', '2025-08-04', '9999-12-31']) {
      expect(isScheduleChangeNewDate(date, '2025-07-07'), date).toBe(false);
    }
  });
});

describe('isDuplicateScheduleChange', () => {
  const candidate = { requestedDate: '2025-07-08', requestedStartTime: '11:00' };
  const other = {
    status: 'pending' as const,
    requestedDate: '2025-07-09',
    requestedStartTime: '15:00',
  };

  it('when a pending request has the same date or the same start time, then it is a duplicate', () => {
    expect(isDuplicateScheduleChange([{ ...other, requestedDate: '2025-07-08' }], candidate)).toBe(
      true,
    );
    expect(isDuplicateScheduleChange([{ ...other, requestedStartTime: '11:00' }], candidate)).toBe(
      true,
    );
  });

  it('when nothing matches, or the match is no longer pending, then it is not', () => {
    expect(isDuplicateScheduleChange([other], candidate)).toBe(false);
    expect(
      isDuplicateScheduleChange(
        [{ ...other, status: 'rejected', requestedDate: '2025-07-08' }],
        candidate,
      ),
    ).toBe(false);
  });
});

describe('isLessonMoveHour', () => {
  it.each([
    [9 * 60, 10 * 60],
    [14 * 60 + 30, 15 * 60 + 30],
    [22 * 60, 23 * 60],
    [20 * 60, 23 * 60],
  ])(
    'when %i–%i is within 09:00–23:00 on the half hour, then staff may move a lesson there',
    (start, end) => {
      expect(isLessonMoveHour(start, end)).toBe(true);
    },
  );

  it.each([
    [8 * 60 + 30, 9 * 60 + 30],
    [22 * 60 + 30, 23 * 60 + 30],
    [14 * 60 + 10, 15 * 60],
    [15 * 60, 15 * 60],
    [15 * 60, 14 * 60],
    [10 * 60, 13 * 60 + 30],
    [10.5 * 60 + 0.5, 11 * 60],
  ])(
    'when %i–%i is outside, off the half hour, empty or too long, then it is refused',
    (start, end) => {
      expect(isLessonMoveHour(start, end)).toBe(false);
    },
  );
});
