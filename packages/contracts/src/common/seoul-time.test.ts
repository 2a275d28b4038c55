import { describe, expect, it } from 'vitest';
import {
  SEOUL_OFFSET_TEXT,
  seoulDateTimeText,
  seoulDayStart,
  seoulInstant,
  toAcademyIsoDate,
  toAcademyMinutes,
} from './seoul-time';

describe('Seoul time', () => {
  it('when it is 15:30 UTC, then in Seoul it is already the next day at 00:30', () => {
    const instant = new Date('2025-06-14T15:30:00Z');
    expect(toAcademyIsoDate(instant)).toBe('2025-06-15');
    expect(toAcademyMinutes(instant)).toBe(30);
  });

  it('when an instant falls in Seoul’s year 10000, then it has no academy day', () => {
    expect(toAcademyIsoDate(new Date('9999-12-31T14:59:00Z'))).toBe('9999-12-31');
    expect(() => toAcademyIsoDate(new Date('9999-12-31T23:59:00Z'))).toThrow(RangeError);
  });

  it('when a Seoul day starts, then it is 15:00 UTC of the day before', () => {
    expect(seoulDayStart('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('when asked for 15:00 or 10:30 in Seoul, then it returns 06:00 or 01:30 UTC', () => {
    expect(seoulInstant('2026-11-23', 15).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(seoulInstant('2026-11-23', 10.5).toISOString()).toBe('2026-11-23T01:30:00.000Z');
  });

  it('when written as text, then the offset is +09:00 all year (no daylight saving)', () => {
    expect(SEOUL_OFFSET_TEXT).toBe('+09:00');
    expect(seoulDateTimeText('2030-03-30', '13:00')).toBe('2030-03-30T13:00:00+09:00');
    expect(new Date(seoulDateTimeText('2030-07-01', '09:00')).toISOString()).toBe(
      '2030-07-01T00:00:00.000Z',
    );
  });
});
