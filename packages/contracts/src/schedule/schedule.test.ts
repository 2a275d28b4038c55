import { describe, expect, it } from 'vitest';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import { availableHours, isHourBusy } from './busy-times.rules';
import { ZBusyTimesQuery, ZDayBusyTimesQuery } from './busy-times.schemas';
import { ZPersonalScheduleCreate, ZPersonalSchedulePatch } from './personal-schedule.schemas';
import { parseRecurringExclusions, withRecurringExclusions } from './recurring-exclusions';

const oneOff = { title: '병원', scheduleDate: '2025-07-01', startTime: '10:00', endTime: '11:00' };

describe('ZPersonalScheduleCreate', () => {
  it('when a dated event is complete, then personal and non-recurring are filled in', () => {
    expect(ZPersonalScheduleCreate.parse(oneOff)).toMatchObject({
      scheduleType: 'personal',
      isRecurring: false,
    });
  });

  it('when title, start or end is missing, then the required items are asked for', () => {
    expect(issuesByPath(ZPersonalScheduleCreate, { ...oneOff, title: '', endTime: '' })).toEqual([
      'title: requiredItems',
      'endTime: requiredItems',
    ]);
  });

  it('when a one-off event has no date, then the date is required', () => {
    expect(issuesByPath(ZPersonalScheduleCreate, { ...oneOff, scheduleDate: undefined })).toEqual([
      'scheduleDate: requiredItems',
    ]);
  });

  it('when recurring, then the date may be absent but cycle and end date are required', () => {
    const recurring = { ...oneOff, scheduleDate: undefined, isRecurring: true };
    expect(issuesByPath(ZPersonalScheduleCreate, recurring)).toEqual([
      'recurringPattern: requiredItems',
      'recurringUntil: requiredItems',
    ]);
    expect(
      ZPersonalScheduleCreate.safeParse({
        ...recurring,
        recurringPattern: 'weekly',
        recurringUntil: '2025-12-31',
      }).success,
    ).toBe(true);
  });

  it('when the end is not after the start, then it says so', () => {
    expect(firstIssueKey(ZPersonalScheduleCreate, { ...oneOff, endTime: '10:00' })).toBe(
      'endAfterStart',
    );
  });

  it('when registering a one-day class, then its related fields are kept', () => {
    expect(
      ZPersonalScheduleCreate.parse({
        ...oneOff,
        scheduleType: 'oneday_class',
        relatedId: 9,
        studentName: '이원데이',
        studentContact: '01012345678',
      }),
    ).toMatchObject({ scheduleType: 'oneday_class', relatedId: 9 });
  });
});

describe('ZPersonalSchedulePatch', () => {
  it('when only the title changes, then nothing else is filled in', () => {
    expect(ZPersonalSchedulePatch.parse({ title: '새 제목' })).toEqual({ title: '새 제목' });
  });

  it('when both times are given in the wrong order, then it is refused', () => {
    expect(firstIssueKey(ZPersonalSchedulePatch, { startTime: '12:00', endTime: '11:00' })).toBe(
      'endAfterStart',
    );
  });
});

describe('busy times', () => {
  it('when no teacher is given, then teacher 1 is used and text ids are coerced', () => {
    const range = { startDate: '2025-07-01', endDate: '2025-07-31' };
    expect(ZBusyTimesQuery.parse(range).teacherId).toBe(1);
    expect(ZBusyTimesQuery.parse({ ...range, teacherId: '2' }).teacherId).toBe(2);
    expect(firstIssueKey(ZDayBusyTimesQuery, { date: '2025-02-30' })).toBe('dateFormat');
  });

  it('when an hour overlaps a busy range, then it is busy; touching ends are free', () => {
    const busy = [{ startTime: '10:30', endTime: '12:00' }];
    expect(isHourBusy(9, busy)).toBe(false);
    expect(isHourBusy(10, busy)).toBe(true);
    expect(isHourBusy(11, busy)).toBe(true);
    expect(isHourBusy(12, busy)).toBe(false);
    expect(availableHours([9, 10, 11, 12], busy)).toEqual([9, 12]);
  });
});

describe('recurring exclusions', () => {
  it('when a description has the marker, then text and dates are separated', () => {
    expect(parseRecurringExclusions('합주 [EXCLUDE:2025-07-08,2025-07-15]')).toEqual({
      text: '합주',
      excludedDates: ['2025-07-08', '2025-07-15'],
    });
  });

  it('when there is no marker or no description, then there are no exclusions', () => {
    expect(parseRecurringExclusions('합주')).toEqual({ text: '합주', excludedDates: [] });
    expect(parseRecurringExclusions(null)).toEqual({ text: '', excludedDates: [] });
  });

  it('when dates are written back, then they are sorted, unique and replace the old marker', () => {
    const written = withRecurringExclusions('합주 [EXCLUDE:2025-07-01]', [
      '2025-07-15',
      '2025-07-08',
      '2025-07-15',
    ]);
    expect(written).toBe('합주 [EXCLUDE:2025-07-08,2025-07-15]');
    expect(withRecurringExclusions(written, [])).toBe('합주');
    expect(withRecurringExclusions('', ['2025-07-08'])).toBe('[EXCLUDE:2025-07-08]');
  });
});

describe('ZBusyTimesQuery range', () => {
  it('when the range spans 62 days, then it is allowed; 63 days is too long', () => {
    const ok = { startDate: '2025-07-01', endDate: '2025-08-31' };
    expect(ZBusyTimesQuery.safeParse(ok).success).toBe(true);
    expect(firstIssueKey(ZBusyTimesQuery, { ...ok, endDate: '2025-09-01' })).toBe(
      'dateRangeTooLong',
    );
  });

  it('when a date is malformed, then the date format is reported first', () => {
    expect(firstIssueKey(ZBusyTimesQuery, { startDate: 'x', endDate: '2025-07-01' })).toBe(
      'dateFormat',
    );
  });
});
