import { describe, expect, it } from 'vitest';
import { addMonths, dayOfMonth, lookupDates, monthWeeks, todayIsoDate } from './calendar-dates';

describe('calendar dates', () => {
  it('when a month starts on a Saturday, then its first week has five empty Monday-first cells', () => {
    const weeks = monthWeeks('2025-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, '2025-11-01', '2025-11-02']);
    expect(weeks.at(-1)).toEqual([
      '2025-11-24',
      '2025-11-25',
      '2025-11-26',
      '2025-11-27',
      '2025-11-28',
      '2025-11-29',
      '2025-11-30',
    ]);
    expect(weeks).toHaveLength(5);
  });

  it('when months are added across a year, then the year changes', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-03', -15)).toBe('2023-12');
  });

  it('when a day does not exist in a month, then the last day is used', () => {
    expect(dayOfMonth('2025-02', 31)).toBe('2025-02-28');
  });

  it('when it is late evening UTC, then today is already the next day in Seoul', () => {
    expect(todayIsoDate(new Date('2025-11-24T16:00:00Z'))).toBe('2025-11-25');
  });

  it('when the lookup window is 6 years either way, then only its whole months can be shown', () => {
    // 2025-11-20 − 2196 days is 2019-11-16 and + 2196 days is 2031-11-25.
    expect(lookupDates('2025-11-20')).toEqual({ firstDate: '2019-12-01', lastDate: '2031-10-31' });
  });
});
