import { describe, expect, it } from 'vitest';
import { MAX_DATE_LOOP_DAYS } from '../constants/date-windows';
import { monthlyDates, steppedDates } from './occurrence-dates';

describe('steppedDates', () => {
  it('when the range ends on 9999-12-31, then the loop stops there instead of running on', () => {
    expect(steppedDates('9999-12-01', 7, '9999-12-20', '9999-12-31')).toEqual([
      '9999-12-22',
      '9999-12-29',
    ]);
    expect(steppedDates('9999-12-25', 1, '9999-12-30', '9999-12-31')).toEqual([
      '9999-12-30',
      '9999-12-31',
    ]);
  });

  it('when the range is longer than the loop bound, then it stops after the bound', () => {
    const days = steppedDates('2000-01-01', 1, '2000-01-01', '9999-12-31');
    expect(days).toHaveLength(MAX_DATE_LOOP_DAYS);
    expect(days[0]).toBe('2000-01-01');
  });

  it('when the range is empty or not made of dates, then there are none', () => {
    expect(steppedDates('2025-07-01', 7, '2025-08-01', '2025-07-31')).toEqual([]);
    expect(steppedDates('2025-07-01', 7, '2025-07-01', '+010000-01-01')).toEqual([]);
  });
});

describe('monthlyDates', () => {
  it('when the range ends on 9999-12-31, then the loop stops there instead of running on', () => {
    expect(monthlyDates('9999-10-15', '9999-10-01', '9999-12-31')).toEqual([
      '9999-10-15',
      '9999-11-15',
      '9999-12-15',
    ]);
  });

  it('when the range spans thousands of years, then it stops after the loop bound', () => {
    const days = monthlyDates('2000-01-01', '2000-01-01', '9999-12-31');
    expect(days.length).toBeLessThanOrEqual(Math.ceil(MAX_DATE_LOOP_DAYS / 28));
    expect(days.at(-1)?.slice(0, 4)).toBe('2013');
  });
});
