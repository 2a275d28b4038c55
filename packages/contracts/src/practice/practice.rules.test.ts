import { describe, expect, it } from 'vitest';
import { seoulDateTimeText } from '../common/seoul-time';
import { PRACTICE_BOOKING_LIMITS, PRACTICE_CALENDAR_WINDOW } from './practice.limits';
import {
  academyWeekOf,
  canCancelPracticeSession,
  defaultPracticeEndHour,
  isBeyondBookingHorizon,
  isPastStart,
  lastBookableDate,
  overlapsExistingBooking,
  practiceCalendarWindow,
  practiceStatusAt,
} from './practice.rules';

// Seoul is UTC+9: 10:00 Seoul is 01:00Z.
const seoul = (date: string, time: string) => new Date(seoulDateTimeText(date, time)).toISOString();

describe('practice rules', () => {
  it('when the start hour is 21 or 22, then the default end is capped at 22', () => {
    expect(defaultPracticeEndHour(20)).toBe(21);
    expect(defaultPracticeEndHour(21)).toBe(22);
    expect(defaultPracticeEndHour(22)).toBe(22);
  });

  it('when the start is before now, then it is in the past', () => {
    const now = new Date('2025-07-01T01:00:00Z');
    expect(isPastStart('2025-07-01T00:59:59Z', now)).toBe(true);
    expect(isPastStart('2025-07-01T01:00:00Z', now)).toBe(false);
  });

  it('when a non-cancelled booking of the same room overlaps, then the slot is taken', () => {
    const candidate = {
      practiceRoom: 'room1' as const,
      startTime: seoul('2025-07-01', '10:00'),
      endTime: seoul('2025-07-01', '12:00'),
    };
    const booking = {
      practiceRoom: 'room1' as const,
      startTime: seoul('2025-07-01', '11:00'),
      endTime: seoul('2025-07-01', '13:00'),
      status: 'scheduled' as const,
    };
    expect(overlapsExistingBooking(candidate, [booking])).toBe(true);
    expect(overlapsExistingBooking(candidate, [{ ...booking, status: 'cancelled' }])).toBe(false);
    expect(overlapsExistingBooking(candidate, [{ ...booking, practiceRoom: 'room2' }])).toBe(false);
    expect(overlapsExistingBooking(candidate, [{ ...booking, startTime: candidate.endTime }])).toBe(
      false,
    );
  });

  it('when the owner cancels a booked session up to its day and before its end, then it is allowed', () => {
    const base = {
      status: 'scheduled' as const,
      isOwner: true,
      startTime: seoul('2025-07-02', '21:00'),
      endTime: seoul('2025-07-02', '22:00'),
    };
    const at = (date: string, time: string) => ({ ...base, now: new Date(seoul(date, time)) });
    expect(canCancelPracticeSession(at('2025-07-01', '09:00'))).toBe(true);
    expect(canCancelPracticeSession(at('2025-07-02', '21:30'))).toBe(true);
    expect(canCancelPracticeSession(at('2025-07-02', '22:00'))).toBe(false);
    expect(canCancelPracticeSession(at('2025-07-03', '00:00'))).toBe(false);
    expect(canCancelPracticeSession({ ...at('2025-07-01', '09:00'), isOwner: false })).toBe(false);
    expect(canCancelPracticeSession({ ...at('2025-07-01', '09:00'), status: 'completed' })).toBe(
      false,
    );
    expect(canCancelPracticeSession({ ...at('2025-07-01', '09:00'), status: 'cancelled' })).toBe(
      false,
    );
  });

  it('when a booked session’s end passes, then it reads as completed; a cancelled one stays cancelled', () => {
    const session = { status: 'scheduled' as const, endTime: seoul('2025-07-02', '11:00') };
    expect(practiceStatusAt(session, new Date(seoul('2025-07-02', '10:59')))).toBe('scheduled');
    expect(practiceStatusAt(session, new Date(seoul('2025-07-02', '11:00')))).toBe('completed');
    expect(
      practiceStatusAt({ ...session, status: 'cancelled' }, new Date(seoul('2025-07-03', '00:00'))),
    ).toBe('cancelled');
  });

  it('when it is 23:30 in Seoul, then the horizon counts from that Seoul day, not the UTC one', () => {
    const now = new Date(seoul('2025-07-01', '23:30'));
    expect(PRACTICE_BOOKING_LIMITS.HORIZON_DAYS).toBe(14);
    expect(lastBookableDate(now)).toBe('2025-07-15');
    expect(isBeyondBookingHorizon(seoul('2025-07-15', '21:00'), now)).toBe(false);
    expect(isBeyondBookingHorizon(seoul('2025-07-16', '09:00'), now)).toBe(true);
    expect(isBeyondBookingHorizon('9999-12-31T01:00:00.000Z', now)).toBe(true);
  });

  it('when a day is given, then its week runs from Monday to Sunday', () => {
    // 2025-07-07 is a Monday.
    expect(academyWeekOf('2025-07-07')).toEqual({ monday: '2025-07-07', sunday: '2025-07-13' });
    expect(academyWeekOf('2025-07-13')).toEqual({ monday: '2025-07-07', sunday: '2025-07-13' });
    expect(academyWeekOf('2025-07-01')).toEqual({ monday: '2025-06-30', sunday: '2025-07-06' });
  });

  it('when the calendar window is asked for, then it runs from a year back to the end of next month', () => {
    expect(practiceCalendarWindow(new Date(seoul('2025-12-31', '23:30')))).toEqual({
      firstDate: '2024-12-01',
      lastDate: '2026-01-31',
    });
    expect(practiceCalendarWindow(new Date(seoul('2025-01-15', '10:00')))).toEqual({
      firstDate: '2024-01-01',
      lastDate: '2025-02-28',
    });
  });

  it('when the horizon is added to any day, then its month is still inside the calendar window', () => {
    // The member's calendar must be able to show every bookable day.
    expect(PRACTICE_BOOKING_LIMITS.HORIZON_DAYS).toBeLessThan(
      28 * PRACTICE_CALENDAR_WINDOW.MONTHS_AHEAD,
    );
    const now = new Date(seoul('2025-01-31', '12:00'));
    expect(lastBookableDate(now) <= practiceCalendarWindow(now).lastDate).toBe(true);
  });
});
