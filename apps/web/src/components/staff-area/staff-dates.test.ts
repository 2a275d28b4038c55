import { describe, expect, it } from 'vitest';
import {
  academyYear,
  formatAcademyDate,
  formatAcademyDateTime,
  seoulIsoFromLocal,
} from './staff-dates';

describe('request dates', () => {
  it('when a Seoul date and time is converted, then the instant is nine hours earlier in UTC', () => {
    expect(seoulIsoFromLocal('2025-12-01', '14:00')).toBe('2025-12-01T05:00:00.000Z');
  });

  it('when the Seoul time is early morning, then the UTC instant falls on the day before', () => {
    expect(seoulIsoFromLocal('2026-01-01', '08:30')).toBe('2025-12-31T23:30:00.000Z');
  });

  it('when the date or time is not real, then the conversion refuses', () => {
    expect(() => seoulIsoFromLocal('2025-13-01', '10:00')).toThrow(RangeError);
    expect(() => seoulIsoFromLocal('2025-12-01', '')).toThrow(RangeError);
  });

  it('when an instant is shown, then the academy calendar day and time are used', () => {
    expect(formatAcademyDate('2025-11-19T16:00:00.000Z')).toBe('2025-11-20');
    expect(formatAcademyDateTime('2025-11-19T16:00:00.000Z')).toBe('2025-11-20 01:00');
  });

  it('when the text is not a date, then it is shown as it is', () => {
    expect(formatAcademyDate('soon')).toBe('soon');
    expect(formatAcademyDateTime('soon')).toBe('soon');
  });

  it('when it is New Year in Seoul but not yet in UTC, then the Seoul year counts', () => {
    expect(academyYear(new Date('2025-12-31T15:30:00.000Z'))).toBe(2026);
  });
});
