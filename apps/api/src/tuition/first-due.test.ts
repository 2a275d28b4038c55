import { seoulInstant, type TLessonWeekday } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { firstDueOf, proratedAmount, weekdaysOfMonth, type FirstDueInput } from './first-due.js';

/*
 * November 2026 starts on a Sunday: its Tuesdays are the 3rd, 10th, 17th and 24th (4), its
 * Thursdays the 5th, 12th, 19th and 26th (4). December 2026 starts on a Tuesday: its Thursdays
 * are the 3rd, 10th, 17th, 24th and 31st (5).
 */
const FEE = 170_000;

/** Approved on a Seoul day at a Seoul hour (10.5 is 10:30), the slot in effect from that day. */
function approvedOn(
  day: string,
  hour: number,
  weekday: TLessonWeekday,
  extra: Partial<FirstDueInput> = {},
): FirstDueInput {
  return {
    approvedAt: seoulInstant(day, hour),
    effectiveFrom: day,
    weekday,
    startTime: '15:00',
    monthlyFee: FEE,
    closedDays: [],
    ...extra,
  };
}

/** A whole first due: with `proration`, the lessons billed of the month's lessons. */
function firstDue(
  kind: string,
  month: string,
  amount: number,
  dueDate: string,
  proration?: [lessons: number, monthLessons: number],
) {
  return {
    kind,
    month,
    amount,
    dueDate,
    proration: proration ? { lessons: proration[0], monthLessons: proration[1] } : null,
  };
}

describe('a new member’s first due', () => {
  it('when approved on the 28th with the first lesson on the 3rd of next month, then the first due is next month’s whole fee on its 1st', () => {
    expect(firstDueOf(approvedOn('2026-11-28', 14, 'Thursday'))).toEqual(
      firstDue('next_month', '2026-12', FEE, '2026-12-01'),
    );
  });

  it('when approved mid-month, then the lessons left are billed, due on the approval day', () => {
    expect(firstDueOf(approvedOn('2026-11-05', 10, 'Tuesday'))).toEqual(
      firstDue('prorated', '2026-11', 127_500, '2026-11-05', [3, 4]),
    );
    expect(firstDueOf(approvedOn('2026-11-11', 10, 'Tuesday'))).toMatchObject({
      amount: 85_000,
      proration: { lessons: 2, monthLessons: 4 },
    });
  });

  it('when the month’s last lesson is today and has not begun, then that one lesson is billed', () => {
    expect(firstDueOf(approvedOn('2026-11-26', 10, 'Thursday'))).toEqual(
      firstDue('prorated', '2026-11', 42_500, '2026-11-26', [1, 4]),
    );
  });

  it('when the month’s last lesson is today and has begun, then the first due is next month’s', () => {
    expect(firstDueOf(approvedOn('2026-11-26', 15.5, 'Thursday'))).toMatchObject({
      kind: 'next_month',
      month: '2026-12',
      amount: FEE,
      dueDate: '2026-12-01',
    });
    // At its very minute it has not begun yet.
    expect(firstDueOf(approvedOn('2026-11-26', 15, 'Thursday'))).toMatchObject({
      kind: 'prorated',
      proration: { lessons: 1, monthLessons: 4 },
    });
  });

  it('when the month has five of the weekday, then the share is of five', () => {
    expect(weekdaysOfMonth('2026-12', 'Thursday')).toEqual([
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(firstDueOf(approvedOn('2026-12-09', 10, 'Thursday'))).toMatchObject({
      kind: 'prorated',
      month: '2026-12',
      amount: 136_000,
      proration: { lessons: 4, monthLessons: 5 },
    });
  });

  it('when every lesson of the month is still ahead, then the whole fee, due on the 1st when approved on the 1st', () => {
    expect(firstDueOf(approvedOn('2026-12-01', 9, 'Thursday'))).toEqual(
      firstDue('full_month', '2026-12', FEE, '2026-12-01'),
    );
    expect(firstDueOf(approvedOn('2026-12-02', 9, 'Thursday'))).toMatchObject({
      kind: 'full_month',
      amount: FEE,
      dueDate: '2026-12-02',
    });
  });

  it('when a lesson left falls on a closed day, then it is not billed; a closed day before the approval changes nothing', () => {
    const closed = (closedDays: string[]) =>
      firstDueOf(approvedOn('2026-11-05', 10, 'Tuesday', { closedDays }));
    expect(closed(['2026-11-17'])).toMatchObject({
      amount: 85_000,
      proration: { lessons: 2, monthLessons: 4 },
    });
    expect(closed(['2026-11-03', '2026-11-18'])).toMatchObject({
      amount: 127_500,
      proration: { lessons: 3, monthLessons: 4 },
    });
    expect(
      firstDueOf(approvedOn('2026-11-20', 10, 'Tuesday', { closedDays: ['2026-11-24'] })),
    ).toMatchObject({ kind: 'next_month', month: '2026-12', amount: FEE });
  });

  it('when approved in December with no lesson left, then the first due is January’s of the next year', () => {
    expect(firstDueOf(approvedOn('2026-12-31', 20, 'Thursday'))).toEqual(
      firstDue('next_month', '2027-01', FEE, '2027-01-01'),
    );
    expect(firstDueOf(approvedOn('2026-12-29', 10, 'Monday'))).toMatchObject({
      month: '2027-01',
      dueDate: '2027-01-01',
    });
  });

  it('when it is already the 1st in Seoul but still the 30th in UTC, then the Seoul month counts', () => {
    const input = approvedOn('2026-12-01', 0.5, 'Tuesday');
    expect(input.approvedAt.toISOString()).toBe('2026-11-30T15:30:00.000Z');
    expect(firstDueOf(input)).toMatchObject({
      kind: 'full_month',
      month: '2026-12',
      dueDate: '2026-12-01',
    });
  });

  it('when the slot takes effect after the approval day, then lessons count from that day', () => {
    expect(
      firstDueOf(approvedOn('2026-11-05', 10, 'Tuesday', { effectiveFrom: '2026-11-20' })),
    ).toMatchObject({ amount: 42_500, proration: { lessons: 1, monthLessons: 4 } });
  });

  it('when the fee is 0, then the first due is 0 whatever the share', () => {
    expect(firstDueOf(approvedOn('2026-11-05', 10, 'Tuesday', { monthlyFee: 0 }))).toMatchObject({
      amount: 0,
      proration: { lessons: 3, monthLessons: 4 },
    });
  });

  it.each([
    [170_000, 3, 4, 127_500],
    [170_000, 1, 5, 34_000],
    [150_000, 1, 4, 37_500],
    [170_001, 1, 4, 42_500],
    [170_002, 1, 4, 42_501],
    [2, 1, 4, 1],
    [1, 1, 4, 0],
    [210_000, 2, 5, 84_000],
    [10_000_000, 4, 5, 8_000_000],
  ])(
    'when %i KRW is shared %i of %i, then %i KRW (whole won, half up)',
    (fee, lessons, of, amount) => {
      expect(proratedAmount(fee, lessons, of)).toBe(amount);
    },
  );
});
