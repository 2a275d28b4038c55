import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../common/dates';
import { toAcademyIsoDate } from '../common/seoul-time';
import { busyTimesOn, expandTeacherSchedule } from '../schedule/occurrences';
import { busyTime, personalSchedule, teacherSchedule } from '../testing/schedule-fixtures';
import { CLOSURE_WINDOW } from './closures.limits';
import { ZClosureCreate, ZClosuresQuery } from './closures.schemas';

const today = toAcademyIsoDate(new Date());
const body = (date: string, reason = '설날', reasonEn = 'Lunar New Year') => ({
  date,
  reason,
  reasonEn,
});
const firstMessage = (value: unknown) => ZClosureCreate.safeParse(value).error?.issues[0]?.message;

describe('ZClosureCreate', () => {
  it('when the day is today or the last day of the window, then it is accepted', () => {
    expect(ZClosureCreate.safeParse(body(today)).success).toBe(true);
    const last = addDaysToIsoDate(today, CLOSURE_WINDOW.FUTURE_DAYS);
    expect(ZClosureCreate.safeParse(body(last)).success).toBe(true);
  });

  it.each([
    [addDaysToIsoDate(today, -1), 'closureDatePast'],
    [addDaysToIsoDate(today, CLOSURE_WINDOW.FUTURE_DAYS + 1), 'closureDateBeyondWindow'],
    ['2030-02-30', 'dateFormat'],
    ['', 'closureDateRequired'],
  ])('when the day is %s, then %s', (date, key) => {
    expect(firstMessage(body(date))).toBe(key);
  });

  it.each([
    [body(today, ''), 'closureReasonRequired'],
    [body(today, '설날', ' '), 'closureReasonEnRequired'],
    [body(today, '설\nnal'), 'controlCharacters'],
    [body(today, '설날', 'x'.repeat(101)), 'tooLong'],
  ])('when a reason is wrong, then its message key', (value, key) => {
    expect(firstMessage(value)).toBe(key);
  });

  it('when reasons have spaces around them, then they are trimmed', () => {
    expect(ZClosureCreate.parse(body(today, ' 추석 ', ' Chuseok '))).toMatchObject({
      reason: '추석',
      reasonEn: 'Chuseok',
    });
  });
});

describe('ZClosuresQuery', () => {
  it('when no days are given, then both stay unset; a reversed range is refused', () => {
    expect(ZClosuresQuery.parse({})).toEqual({});
    expect(ZClosuresQuery.safeParse({ from: '2030-03-02', to: '2030-03-01' }).success).toBe(false);
  });
});

describe('closed days in the teacher schedule', () => {
  const closedTuesday = '2025-07-08';
  const data = teacherSchedule({
    regularSchedules: [{ dayOfWeek: 'Tuesday', busyTimes: [busyTime()] }],
    personalSchedules: [personalSchedule({ scheduleDate: closedTuesday })],
    closures: [{ date: closedTuesday, reason: '휴가', reasonEn: 'Leave' }],
  });
  const week = { startDate: '2025-07-07', endDate: '2025-07-16' };

  it('when a day is closed, then its lessons are left out and the personal schedule stays', () => {
    const occurrences = expandTeacherSchedule(data, week);
    expect(occurrences.filter((o) => o.kind === 'lesson').map((o) => o.date)).toEqual([
      '2025-07-15',
    ]);
    expect(occurrences.some((o) => o.kind === 'personal' && o.date === closedTuesday)).toBe(true);
  });

  it('when a day is closed, then every hour of it is busy', () => {
    expect(busyTimesOn(data, closedTuesday)).toEqual([{ startTime: '00:00', endTime: '24:00' }]);
    expect(busyTimesOn(data, '2025-07-15')).toEqual([{ startTime: '15:00', endTime: '16:00' }]);
  });
});
