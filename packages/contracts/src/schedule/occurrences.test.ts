import { describe, expect, it } from 'vitest';
import { busyTime, personalSchedule, teacherSchedule } from '../testing/schedule-fixtures';
import { busyTimesOn, expandTeacherSchedule } from './occurrences';

const july = { startDate: '2025-07-01', endDate: '2025-07-31' };
const tuesdayLesson = (overrides = {}) =>
  teacherSchedule({
    regularSchedules: [{ dayOfWeek: 'Tuesday', busyTimes: [busyTime(overrides)] }],
  });
const datesOf = (data: Parameters<typeof expandTeacherSchedule>[0], range = july) =>
  expandTeacherSchedule(data, range).map((occurrence) => occurrence.date);

describe('expandTeacherSchedule: regular lessons', () => {
  it('when a weekly slot has no bounds, then every matching weekday in the range is a lesson', () => {
    expect(expandTeacherSchedule(tuesdayLesson(), july)).toEqual(
      ['2025-07-01', '2025-07-08', '2025-07-15', '2025-07-22', '2025-07-29'].map((date) => ({
        date,
        startTime: '15:00',
        endTime: '16:00',
        kind: 'lesson',
        title: '김학생',
        studentName: '김학생',
        sourceId: null,
      })),
    );
  });

  it('when effective dates bound it, then effectiveFrom is included and effectiveUntil is not', () => {
    const bounded = tuesdayLesson({ effectiveFrom: '2025-07-08', effectiveUntil: '2025-07-22' });
    expect(datesOf(bounded)).toEqual(['2025-07-08', '2025-07-15']);
  });

  it('when the slot was deleted, then lessons stop on the Seoul day of deletion', () => {
    // 2025-07-14T15:30Z is 00:30 on 15 July in Seoul.
    const deleted = tuesdayLesson({ deletedAt: '2025-07-14T15:30:00.000Z' });
    expect(datesOf(deleted)).toEqual(['2025-07-01', '2025-07-08']);
  });

  it('when the range spans two years, then at most 52 weekly lessons are produced', () => {
    const range = { startDate: '2025-01-01', endDate: '2026-12-31' };
    const dates = datesOf(tuesdayLesson(), range);
    expect(dates).toHaveLength(52);
    expect(dates[0]).toBe('2025-01-07');
  });

  it('when the member paused a month of a kept slot, then the hour stays busy, and a calendar of the lessons given leaves that month out', () => {
    const kept = tuesdayLesson({ pausedMonths: ['2025-08'] });
    const summer = { startDate: '2025-07-22', endDate: '2025-09-09' };
    expect(datesOf(kept, summer)).toContain('2025-08-05');
    const given = expandTeacherSchedule(kept, summer, { leaveOutPaused: true });
    expect(given.map((occurrence) => occurrence.date)).toEqual([
      '2025-07-22',
      '2025-07-29',
      '2025-09-02',
      '2025-09-09',
    ]);
  });

  it('when a slot has a schedule date, then it happens on that day only', () => {
    expect(datesOf(tuesdayLesson({ scheduleDate: '2025-07-10' }))).toEqual(['2025-07-10']);
  });

  it('when a change was approved, then the original lesson moves to the new date and time', () => {
    const data = {
      ...tuesdayLesson(),
      approvedModifications: [
        {
          originalDate: '2025-07-08',
          newDate: '2025-07-10',
          originalWeekday: 'Tuesday' as const,
          originalStartTime: '15:00',
          originalEndTime: '16:00',
          newStartTime: '18:00',
          newEndTime: '19:00',
          studentName: null,
        },
      ],
    };
    const week = expandTeacherSchedule(data, { startDate: '2025-07-07', endDate: '2025-07-13' });
    expect(week).toEqual([
      {
        date: '2025-07-10',
        startTime: '18:00',
        endTime: '19:00',
        kind: 'moved_lesson',
        title: '',
        studentName: null,
        sourceId: null,
      },
    ]);
  });
});

describe('busyTimesOn', () => {
  it('when a day has a lesson and a schedule, then both ranges are busy, in time order', () => {
    const data = { ...tuesdayLesson(), personalSchedules: [personalSchedule()] };
    expect(busyTimesOn(data, '2025-07-01')).toEqual([
      { startTime: '10:00', endTime: '11:00' },
      { startTime: '15:00', endTime: '16:00' },
    ]);
    expect(busyTimesOn(data, '2025-07-02')).toEqual([]);
  });
});
