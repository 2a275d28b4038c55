import { describe, expect, it } from 'vitest';
import {
  isPublicHoliday,
  PUBLIC_HOLIDAY_YEARS,
  publicHolidayOn,
  publicHolidaysBetween,
} from './public-holidays';

describe('public holidays', () => {
  it.each([
    ['2026-09-24', '추석 전날', 'Chuseok holiday'],
    ['2026-09-25', '추석', 'Chuseok'],
    ['2026-09-26', '추석 다음 날', 'Chuseok holiday'],
    ['2027-02-07', '설날', 'Seollal (Lunar New Year)'],
    ['2027-10-11', '대체공휴일(한글날)', 'Substitute holiday (Hangeul Day)'],
  ])('when %s is asked, then it is %s / %s', (date, name, nameEn) => {
    expect(publicHolidayOn(date)).toEqual({ date, name, nameEn });
    expect(isPublicHoliday(date)).toBe(true);
  });

  it('when two holidays fall on one day, then both names are given', () => {
    expect(publicHolidayOn('2025-05-05')).toEqual({
      date: '2025-05-05',
      name: '어린이날, 부처님 오신 날',
      nameEn: "Children's Day, Buddha's Birthday",
    });
  });

  it('when an ordinary day is asked, then it is no holiday', () => {
    expect(publicHolidayOn('2026-09-23')).toBeNull();
    expect(isPublicHoliday('2026-11-20')).toBe(false);
  });

  it('when a year the library does not list is asked, then no holidays are known', () => {
    expect(PUBLIC_HOLIDAY_YEARS).toContain('2027');
    expect(PUBLIC_HOLIDAY_YEARS).not.toContain('2999');
    expect(publicHolidayOn('2999-01-01')).toBeNull();
    expect(publicHolidaysBetween('2999-01-01', '2999-12-31')).toEqual([]);
  });

  it('when a range is asked, then its holidays come in order, both ends counted', () => {
    expect(publicHolidaysBetween('2026-09-24', '2026-10-05').map((h) => h.date)).toEqual([
      '2026-09-24',
      '2026-09-25',
      '2026-09-26',
      '2026-10-03',
      '2026-10-05',
    ]);
    expect(publicHolidaysBetween('2026-12-25', '2027-01-01').map((h) => h.name)).toEqual([
      '기독탄신일',
      '1월 1일',
    ]);
  });

  it('when the range is not written as dates, then nothing is found', () => {
    expect(publicHolidaysBetween('tomorrow', '2026-12-31')).toEqual([]);
  });
});
