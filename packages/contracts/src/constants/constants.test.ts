import { describe, expect, it } from 'vitest';
import { hourSlots } from '../common/dates';
import { HOURS } from './hours';
import { PRACTICE } from './limits';

describe('derived constants', () => {
  it('when one-day slots are generated from the hours, then their count matches SLOT_COUNT', () => {
    expect(hourSlots(HOURS.ONEDAY.FIRST_SLOT_HOUR, HOURS.ONEDAY.LAST_SLOT_HOUR)).toHaveLength(
      HOURS.ONEDAY.SLOT_COUNT,
    );
  });

  it('when the minimum booking is compared with a lesson, then both are one hour', () => {
    expect(PRACTICE.MIN_BOOKING_MINUTES).toBe(HOURS.LESSON_MINUTES);
  });

  it('when the schedule-change hours are compared with practice hours, then they nest inside', () => {
    expect(HOURS.SCHEDULE_CHANGE.FIRST_SLOT_HOUR).toBeGreaterThanOrEqual(HOURS.PRACTICE.OPEN_HOUR);
    expect(HOURS.SCHEDULE_CHANGE.LAST_SLOT_HOUR).toBeLessThan(HOURS.PRACTICE.CLOSE_HOUR);
  });
});
