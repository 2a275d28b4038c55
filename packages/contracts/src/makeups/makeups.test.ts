import { describe, expect, it } from 'vitest';
import { isBookedAtOnce, isMakeupHour } from './makeups.rules';
import { ZMakeupBooking, ZMakeupCreditAdjustment } from './makeups.schemas';

describe('make-up rules', () => {
  it('when the hour is a weekday schedule-change hour, then it is a make-up hour', () => {
    // 2030-03-04 is a Monday, 2030-03-09 a Saturday.
    expect(isMakeupHour('2030-03-04', '11:00')).toBe(true);
    expect(isMakeupHour('2030-03-04', '20:00')).toBe(true);
    expect(isMakeupHour('2030-03-04', '21:00')).toBe(false);
    expect(isMakeupHour('2030-03-04', '14:30')).toBe(false);
    expect(isMakeupHour('2030-03-09', '14:00')).toBe(false);
    expect(isMakeupHour(':', '14:00')).toBe(false);
  });

  it('when the make-up starts 24 hours ahead or more, then it is booked at once', () => {
    const now = new Date('2030-03-04T05:00:00+09:00');
    expect(isBookedAtOnce('2030-03-05', '05:00', now)).toBe(true);
    expect(isBookedAtOnce('2030-03-05', '04:00', now)).toBe(false);
  });

  it('when the booking or the adjustment is malformed, then its message key', () => {
    const issue = (value: unknown) => ZMakeupBooking.safeParse(value).error?.issues[0]?.message;
    expect(issue({ date: '2030-03-09', startTime: '14:00' })).toBe('makeupOutsideHours');
    expect(issue({ date: ':', startTime: '00:00' })).toBe('dateFormat');
    expect(
      ZMakeupCreditAdjustment.safeParse({ memberId: 1, action: 'x', reason: 'r' }).success,
    ).toBe(false);
    expect(
      ZMakeupCreditAdjustment.safeParse({ memberId: 1, action: 'void', reason: 'r', creditId: 2 })
        .success,
    ).toBe(true);
  });
});
