import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inBothLanguages,
  sentenceDate,
  sentenceDateTime,
  sentenceDayHours,
  sentenceMonth,
} from './sentence-dates';

const TODAY = '2026-11-30';

describe('sentenceDate', () => {
  it.each([
    ['2026-12-03', '12월 3일 (목)', 'Thu, Dec 3'],
    ['2026-01-01', '1월 1일 (목)', 'Thu, Jan 1'],
    ['2026-12-31', '12월 31일 (목)', 'Thu, Dec 31'],
  ])('when %s is in the current Seoul year, then it reads without the year', (date, ko, en) => {
    expect(sentenceDate(date, 'ko', TODAY)).toBe(ko);
    expect(sentenceDate(date, 'en', TODAY)).toBe(en);
  });

  it.each([
    ['2027-02-01', '2027년 2월 1일 (월)', 'Mon, Feb 1, 2027'],
    ['2025-12-31', '2025년 12월 31일 (수)', 'Wed, Dec 31, 2025'],
  ])('when %s is in another year, then the year is written', (date, ko, en) => {
    expect(sentenceDate(date, 'ko', TODAY)).toBe(ko);
    expect(sentenceDate(date, 'en', TODAY)).toBe(en);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-12-3', '2026-12-03T18:00', ''])(
    'when %j is not a day on the calendar, then it is refused rather than written',
    (date) => {
      expect(() => sentenceDate(date, 'ko', TODAY)).toThrow(RangeError);
    },
  );

  describe('without a given today', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('when it is already the new year in Seoul but not in UTC, then the Seoul year decides', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 2027-01-01 00:30 in Seoul is still 2026-12-31 in UTC.
      vi.setSystemTime(new Date('2026-12-31T15:30:00Z'));
      expect(sentenceDate('2027-01-04', 'en')).toBe('Mon, Jan 4');
      expect(sentenceDate('2026-12-31', 'en')).toBe('Thu, Dec 31, 2026');
    });
  });
});

describe('sentenceDateTime and sentenceDayHours', () => {
  it('when a day has a time, then the time follows the day', () => {
    expect(sentenceDateTime('2026-12-03', '18:00', 'ko', TODAY)).toBe('12월 3일 (목) 18:00');
    expect(sentenceDateTime('2026-12-03', '18:00', 'en', TODAY)).toBe('Thu, Dec 3, 18:00');
    expect(sentenceDateTime('2027-02-01', '09:30', 'en', TODAY)).toBe('Mon, Feb 1, 2027, 09:30');
  });

  it('when a day has hours, then they are joined by an en dash', () => {
    const day = { date: '2026-12-03', startTime: '18:00', endTime: '19:00' };
    expect(sentenceDayHours(day, 'ko', TODAY)).toBe('12월 3일 (목) 18:00–19:00');
    expect(sentenceDayHours(day, 'en', TODAY)).toBe('Thu, Dec 3, 18:00–19:00');
  });
});

describe('sentenceMonth', () => {
  it.each([
    ['2026-03', '2026년 3월', 'March 2026'],
    ['2026-12', '2026년 12월', 'December 2026'],
  ])('when the month is %s, then it reads with its year', (month, ko, en) => {
    expect(sentenceMonth(month, 'ko')).toBe(ko);
    expect(sentenceMonth(month, 'en')).toBe(en);
  });

  it.each(['2026-13', '2026-3', '2026-03-01', 'March'])(
    'when %j is not a month, then it is refused',
    (month) => {
      expect(() => sentenceMonth(month, 'ko')).toThrow(RangeError);
    },
  );
});

describe('inBothLanguages', () => {
  it('when a date part is written for a bilingual message, then each language has its own', () => {
    expect(inBothLanguages((language) => sentenceDate('2026-12-03', language, TODAY))).toEqual({
      ko: '12월 3일 (목)',
      en: 'Thu, Dec 3',
    });
  });
});
