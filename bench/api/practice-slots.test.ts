import { describe, expect, it } from 'vitest';
import { isPastStart, ZPracticeBookingRequest } from '@academy/contracts';
import { createPracticeSlots } from './practice-slots.js';

describe('createPracticeSlots', () => {
  const bodies = (count: number) => {
    const next = createPracticeSlots('2030-03-30');
    return Array.from({ length: count }, () => next());
  };

  it('gives bodies the booking contract accepts, starting on the first day at opening time', () => {
    const slots = bodies(200);
    expect(slots[0]).toEqual({
      roomId: 1,
      startTime: '2030-03-30T09:00:00+09:00',
      endTime: '2030-03-30T10:00:00+09:00',
    });
    for (const slot of slots) {
      expect(ZPracticeBookingRequest.safeParse(slot).success, JSON.stringify(slot)).toBe(true);
      expect(isPastStart(slot.startTime, new Date('2030-03-29T00:00:00Z'))).toBe(false);
    }
  });

  it('never books one room twice at overlapping times, across days and months', () => {
    const slots = bodies(39 * 40);
    const seen = new Set(slots.map((slot) => `${slot.roomId} ${slot.startTime}`));
    expect(seen.size).toBe(slots.length);
    expect(slots.at(-1)?.startTime).toBe('2030-05-08T21:00:00+09:00');
  });
});
