import { describe, expect, it } from 'vitest';
import { personalSchedule, teacherSchedule } from '../testing/schedule-fixtures';
import type { TPersonalSchedule } from './personal-schedule.schemas';
import { expandTeacherSchedule } from './occurrences';

const july = { startDate: '2025-07-01', endDate: '2025-07-31' };
const datesOf = (data: Parameters<typeof expandTeacherSchedule>[0], range = july) =>
  expandTeacherSchedule(data, range).map((occurrence) => occurrence.date);

/** The dates in `range` of one recurring personal schedule. */
const seriesDates = (series: Partial<TPersonalSchedule>, range = july) =>
  datesOf(
    teacherSchedule({ personalSchedules: [personalSchedule({ isRecurring: true, ...series })] }),
    range,
  );

describe('expandTeacherSchedule: personal schedules', () => {
  it('when a schedule is single, then it appears on its date only', () => {
    const data = teacherSchedule({ personalSchedules: [personalSchedule()] });
    expect(expandTeacherSchedule(data, july)).toEqual([
      {
        date: '2025-07-01',
        startTime: '10:00',
        endTime: '11:00',
        kind: 'personal',
        title: '합주',
        studentName: null,
        sourceId: 1,
      },
    ]);
    expect(datesOf(data, { startDate: '2025-07-02', endDate: '2025-07-31' })).toEqual([]);
  });

  it('when it repeats daily until a date, then the end date is included', () => {
    expect(seriesDates({ recurringPattern: 'daily', recurringUntil: '2025-07-03' })).toEqual([
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
    ]);
  });

  it('when a weekly series has exclusions as a list or marker, then those days are skipped', () => {
    const weekly = seriesDates({
      recurringPattern: 'weekly',
      recurringUntil: '2025-07-31',
      description: '합주 [EXCLUDE:2025-07-15]',
      excludedDates: ['2025-07-08'],
    });
    expect(weekly).toEqual(['2025-07-01', '2025-07-22', '2025-07-29']);
  });

  it('when a monthly series starts on the 31st, then months without a 31st are skipped', () => {
    const monthly = seriesDates(
      { scheduleDate: '2025-01-31', recurringPattern: 'monthly', recurringUntil: '2025-12-31' },
      { startDate: '2025-01-01', endDate: '2025-12-31' },
    );
    expect(monthly).toEqual([
      '2025-01-31',
      '2025-03-31',
      '2025-05-31',
      '2025-07-31',
      '2025-08-31',
      '2025-10-31',
      '2025-12-31',
    ]);
  });

  it('when a monthly series starts on 29 February, then it recurs only in leap years', () => {
    const leap = seriesDates(
      { scheduleDate: '2024-02-29', recurringPattern: 'monthly', recurringUntil: '2028-03-01' },
      { startDate: '2024-01-01', endDate: '2028-12-31' },
    );
    const februaries = leap.filter((date) => date.slice(5, 7) === '02');
    expect(februaries).toEqual(['2024-02-29', '2028-02-29']);
  });

  it('when a schedule is a one-day class, then its kind says so', () => {
    const oneday = personalSchedule({ scheduleType: 'oneday_class', studentName: '이원데이' });
    const [occurrence] = expandTeacherSchedule(
      teacherSchedule({ personalSchedules: [oneday] }),
      july,
    );
    expect(occurrence).toMatchObject({ kind: 'oneday_class', studentName: '이원데이' });
  });
});
