import { describe, expect, it } from 'vitest';
import {
  canCancelPracticeSession,
  defaultPracticeEndHour,
  isPastStart,
  overlapsExistingBooking,
} from './practice.rules';

// Seoul is UTC+9: 10:00 Seoul is 01:00Z.
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();

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

  it('when the owner cancels a scheduled session up to its day, then it is allowed', () => {
    const startTime = seoul('2025-07-02', '10:00');
    const base = { status: 'scheduled' as const, isOwner: true, startTime };
    expect(canCancelPracticeSession({ ...base, now: new Date(seoul('2025-07-02', '23:00')) })).toBe(
      true,
    );
    expect(canCancelPracticeSession({ ...base, now: new Date(seoul('2025-07-03', '00:00')) })).toBe(
      false,
    );
    expect(
      canCancelPracticeSession({
        ...base,
        isOwner: false,
        now: new Date(seoul('2025-07-01', '09:00')),
      }),
    ).toBe(false);
    expect(
      canCancelPracticeSession({
        ...base,
        status: 'completed',
        now: new Date(seoul('2025-07-01', '09:00')),
      }),
    ).toBe(false);
  });
});
