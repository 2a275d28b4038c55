import { describe, expect, it } from 'vitest';
import { teacherBusyTimes, weeklyLesson } from '@/test/teacher-schedule';
import { freeLessonHours, LESSON_START_HOURS } from './lesson-hours';

const range = { startDate: '2025-11-20', endDate: '2025-12-20' };

describe('freeLessonHours', () => {
  it('when lessons are offered, then weekdays start from 10:00 to 21:00', () => {
    expect(LESSON_START_HOURS).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('when the schedule is unknown, then every hour of every weekday is free', () => {
    expect(freeLessonHours(null, range).Monday).toEqual(LESSON_START_HOURS);
  });

  it('when a weekly lesson takes Tuesday 19:00, then only that hour of Tuesday is taken', () => {
    const free = freeLessonHours(
      teacherBusyTimes({
        regularSchedules: [{ dayOfWeek: 'Tuesday', busyTimes: [weeklyLesson('19:00', '20:00')] }],
      }),
      range,
    );
    expect(free.Tuesday).not.toContain(19);
    expect(free.Tuesday).toHaveLength(LESSON_START_HOURS.length - 1);
    expect(free.Wednesday).toEqual(LESSON_START_HOURS);
  });

  it('when a one-off lesson falls on one Friday in the range, then that Friday hour is not offered', () => {
    const free = freeLessonHours(
      teacherBusyTimes({
        approvedModifications: [
          {
            originalDate: '2025-11-25',
            newDate: '2025-11-28',
            originalWeekday: 'Tuesday',
            originalStartTime: '19:00',
            originalEndTime: '20:00',
            newStartTime: '14:30',
            newEndTime: '15:30',
            studentName: '김하늘',
          },
        ],
      }),
      range,
    );
    expect(free.Friday).not.toContain(14);
    expect(free.Friday).not.toContain(15);
    expect(free.Friday).toContain(16);
  });
});
