import { describe, expect, it } from 'vitest';
import { bookableDays } from './use-book-makeup-form';

describe('the days a make-up may be booked on', () => {
  it('when the credit’s life holds 추석, then its public holidays are left out with weekends and the lesson weekday', () => {
    // Monday 21 to Wednesday 30 September 2026; 24 and 25 are 추석 전날 and 추석.
    expect(bookableDays('2026-09-21', '2026-09-30', 'Tuesday', new Set())).toEqual([
      '2026-09-21',
      '2026-09-23',
      '2026-09-28',
      '2026-09-30',
    ]);
  });

  it('when no holiday falls in the credit’s life, then every other weekday is offered', () => {
    expect(bookableDays('2026-11-16', '2026-11-20', null, new Set(['2026-11-18']))).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-19',
      '2026-11-20',
    ]);
  });
});
