import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../common/dates';
import { WEEKDAYS } from '../common/weekday';
import { busyTime, personalSchedule, teacherSchedule } from '../testing/schedule-fixtures';
import { daysBetween } from './occurrence-dates';
import { expandTeacherSchedule } from './occurrences';

const BASE = '2024-01-01';
const isoDay = fc.integer({ min: 0, max: 800 }).map((offset) => addDaysToIsoDate(BASE, offset));
const range = fc
  .tuple(isoDay, fc.integer({ min: 0, max: 120 }))
  .map(([startDate, length]) => ({ startDate, endDate: addDaysToIsoDate(startDate, length) }));
const pattern = fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const);

const series = fc
  .record({
    start: isoDay,
    length: fc.integer({ min: 0, max: 400 }),
    pattern,
    excluded: fc.array(isoDay, { maxLength: 30 }),
  })
  .map(({ start, length, pattern: recurringPattern, excluded }) =>
    personalSchedule({
      scheduleDate: start,
      isRecurring: true,
      recurringPattern,
      recurringUntil: addDaysToIsoDate(start, length),
      excludedDates: excluded,
    }),
  );

describe('expandTeacherSchedule properties', () => {
  it('when any series is expanded, then nothing falls outside the range or the series', () => {
    fc.assert(
      fc.property(series, range, (schedule, window) => {
        const data = teacherSchedule({ personalSchedules: [schedule] });
        for (const { date } of expandTeacherSchedule(data, window)) {
          expect(date >= window.startDate && date <= window.endDate).toBe(true);
          expect(date >= (schedule.scheduleDate ?? '')).toBe(true);
          expect(date <= (schedule.recurringUntil ?? '')).toBe(true);
        }
      }),
    );
  });

  it('when dates are excluded, then they never appear', () => {
    fc.assert(
      fc.property(series, range, (schedule, window) => {
        const data = teacherSchedule({ personalSchedules: [schedule] });
        const dates = expandTeacherSchedule(data, window).map((occurrence) => occurrence.date);
        expect(dates.filter((date) => schedule.excludedDates.includes(date))).toEqual([]);
      }),
    );
  });

  it('when a series is weekly, then consecutive occurrences are multiples of 7 days apart', () => {
    fc.assert(
      fc.property(series, range, (schedule, window) => {
        const weekly = { ...schedule, recurringPattern: 'weekly' as const, excludedDates: [] };
        const data = teacherSchedule({ personalSchedules: [weekly] });
        const dates = expandTeacherSchedule(data, window).map((occurrence) => occurrence.date);
        dates.slice(1).forEach((date, index) => {
          expect(daysBetween(dates[index] ?? '', date)).toBe(7);
        });
      }),
    );
  });

  it('when a series is monthly, then every occurrence keeps the first day of the month number', () => {
    fc.assert(
      fc.property(series, range, (schedule, window) => {
        const monthly = { ...schedule, recurringPattern: 'monthly' as const };
        const data = teacherSchedule({ personalSchedules: [monthly] });
        for (const { date } of expandTeacherSchedule(data, window)) {
          expect(date.slice(8)).toBe(schedule.scheduleDate?.slice(8));
        }
      }),
    );
  });

  it('when a weekly lesson is expanded, then it falls on its weekday, 7 days apart, at most 52', () => {
    const weekday = fc.constantFrom(...WEEKDAYS);
    const wide = fc
      .tuple(isoDay, fc.integer({ min: 0, max: 800 }))
      .map(([startDate, length]) => ({ startDate, endDate: addDaysToIsoDate(startDate, length) }));
    fc.assert(
      fc.property(weekday, wide, (dayOfWeek, window) => {
        const data = teacherSchedule({
          regularSchedules: [{ dayOfWeek, busyTimes: [busyTime()] }],
        });
        const dates = expandTeacherSchedule(data, window).map((occurrence) => occurrence.date);
        expect(dates.length).toBeLessThanOrEqual(52);
        dates.forEach((date, index) => {
          expect(date >= window.startDate && date <= window.endDate).toBe(true);
          if (index > 0) expect(daysBetween(dates[index - 1] ?? '', date)).toBe(7);
        });
        if (daysBetween(window.startDate, window.endDate) >= 6)
          expect(dates.length).toBeGreaterThan(0);
      }),
    );
  });
});
