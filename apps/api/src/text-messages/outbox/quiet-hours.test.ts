import { describe, expect, it } from 'vitest';
import { firstSendingInstant } from './quiet-hours.js';

describe('firstSendingInstant', () => {
  it.each([
    [
      '22:00, a lesson reminder',
      'lessonReminder',
      '2031-03-11T22:00:00+09:00',
      '2031-03-12T08:00:00+09:00',
    ],
    ['21:00 sharp, a due', 'dueIssued', '2031-03-11T21:00:00+09:00', '2031-03-12T08:00:00+09:00'],
    [
      '03:30, an announcement',
      'announcement',
      '2031-03-12T03:30:00+09:00',
      '2031-03-12T08:00:00+09:00',
    ],
    ['07:59, an unpaid due', 'dueUnpaid', '2031-03-12T07:59:00+09:00', '2031-03-12T08:00:00+09:00'],
    [
      '08:00 sharp, a one-day reminder',
      'onedayClassReminder',
      '2031-03-12T08:00:00+09:00',
      '2031-03-12T08:00:00+09:00',
    ],
    [
      '20:59, a lesson reminder',
      'lessonReminder',
      '2031-03-11T20:59:00+09:00',
      '2031-03-11T20:59:00+09:00',
    ],
    [
      '23:00, a staff alert of a one-day application',
      'staffOnedayApplication',
      '2031-03-11T23:00:00+09:00',
      '2031-03-12T08:00:00+09:00',
    ],
    [
      '14:00, a staff alert of a make-up request',
      'staffMakeupRequest',
      '2031-03-11T14:00:00+09:00',
      '2031-03-11T14:00:00+09:00',
    ],
    [
      '22:00, an application receipt',
      'lessonApplicationReceived',
      '2031-03-11T22:00:00+09:00',
      '2031-03-11T22:00:00+09:00',
    ],
    [
      '02:00, a child not arrived',
      'notArrived',
      '2031-03-12T02:00:00+09:00',
      '2031-03-12T02:00:00+09:00',
    ],
  ] as const)('when it is %s, then it may go at the expected instant', (_, kind, at, expected) => {
    expect(firstSendingInstant(kind, new Date(at)).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });

  it('when 22:00 Seoul is the last day of a month, then it waits until 08:00 on the first', () => {
    expect(
      firstSendingInstant('dueIssued', new Date('2031-03-31T22:00:00+09:00')).toISOString(),
    ).toBe(new Date('2031-04-01T08:00:00+09:00').toISOString());
  });
});
