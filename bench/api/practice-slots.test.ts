import { describe, expect, it } from 'vitest';
import { isPastStart, ZPracticeBookingRequest } from '@academy/contracts';
import { freePracticeSlots } from './practice-slots.js';

const NOW = new Date('2030-03-30T03:30:00Z'); // 12:30 in Seoul

describe('freePracticeSlots', () => {
  const slots = freePracticeSlots({
    firstDate: '2030-03-30',
    lastDate: '2030-03-31',
    booked: [
      {
        practiceRoom: 'room2',
        startTime: '2030-03-30T13:00:00+09:00',
        endTime: '2030-03-30T15:00:00+09:00',
      },
    ],
    now: NOW,
  });

  it('gives bodies the booking contract accepts, none started yet, from the next full hour', () => {
    expect(slots[0]).toEqual({
      roomId: 1,
      startTime: '2030-03-30T13:00:00+09:00',
      endTime: '2030-03-30T14:00:00+09:00',
    });
    for (const slot of slots) {
      expect(ZPracticeBookingRequest.safeParse(slot).success, JSON.stringify(slot)).toBe(true);
      expect(isPastStart(slot.startTime, NOW)).toBe(false);
    }
  });

  it('leaves out the hours a booking of the same room holds, and repeats no slot', () => {
    const starts = slots.map((slot) => `${slot.roomId} ${slot.startTime}`);
    expect(starts).not.toContain('2 2030-03-30T13:00:00+09:00');
    expect(starts).not.toContain('2 2030-03-30T14:00:00+09:00');
    expect(starts).toContain('2 2030-03-30T15:00:00+09:00');
    expect(new Set(starts).size).toBe(slots.length);
    // 30 March: 13:00-21:00 is 9 hours in 3 rooms, less 2 of room 2; 31 March: 13 hours in 3.
    expect(slots).toHaveLength(9 * 3 - 2 + 13 * 3);
  });
});
