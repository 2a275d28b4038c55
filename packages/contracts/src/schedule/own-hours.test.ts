import { describe, expect, it } from 'vitest';
import { expectEveryTextInBothLanguages } from '../testing/bilingual-catalogue';
import { findOwnHourOverlapping, OWN_HOUR_MESSAGES, type TOwnHour } from './own-hours';

const lesson: TOwnHour = {
  date: '2030-03-05',
  startTime: '19:00',
  endTime: '20:00',
  kind: 'lesson',
};
const lateLesson: TOwnHour = {
  date: '2030-03-06',
  startTime: '23:00',
  endTime: '00:00',
  kind: 'lesson',
};

describe('findOwnHourOverlapping', () => {
  it('when a booking overlaps an own hour of the same day, then that hour is found', () => {
    const wanted = { date: '2030-03-05', startTime: '18:00', endTime: '20:00' };
    expect(findOwnHourOverlapping([lesson], wanted)).toBe(lesson);
    expect(
      findOwnHourOverlapping([lesson], { ...wanted, startTime: '19:30', endTime: '21:00' }),
    ).toBe(lesson);
  });

  it('when a booking only touches an own hour, or is on another day, then nothing is in the way', () => {
    const before = { date: '2030-03-05', startTime: '18:00', endTime: '19:00' };
    const after = { date: '2030-03-05', startTime: '20:00', endTime: '21:00' };
    expect(findOwnHourOverlapping([lesson], before)).toBeUndefined();
    expect(findOwnHourOverlapping([lesson], after)).toBeUndefined();
    expect(
      findOwnHourOverlapping([lesson], { ...before, date: '2030-03-06', endTime: '20:00' }),
    ).toBeUndefined();
  });

  it('when an own hour ends at midnight, then it runs to the end of its day', () => {
    const wanted = { date: '2030-03-06', startTime: '23:00', endTime: '00:00' };
    expect(findOwnHourOverlapping([lateLesson], wanted)).toBe(lateLesson);
    expect(
      findOwnHourOverlapping([lateLesson], { ...wanted, startTime: '22:00', endTime: '23:00' }),
    ).toBeUndefined();
  });
});

describe('OWN_HOUR_MESSAGES', () => {
  it('says what is in the way in both languages', () => {
    expectEveryTextInBothLanguages(OWN_HOUR_MESSAGES);
  });
});
