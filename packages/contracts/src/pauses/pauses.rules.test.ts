import { describe, expect, it } from 'vitest';
import { ZPauseRequest } from './pauses.schemas';
import {
  heldPauseMonths,
  isPauseStartAllowed,
  pauseMonths,
  pauseStartMonths,
  yearsOverPauseLimit,
} from './pauses.rules';

describe('pause rules', () => {
  it('when a pause runs over the new year, then its months are listed in order', () => {
    expect(pauseMonths('2026-11', '2027-01')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(pauseMonths('2027-02', '2027-02')).toEqual(['2027-02']);
  });

  it('when it is November, then a pause starts from December to May, never in November', () => {
    expect(pauseStartMonths('2026-11')).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
    ]);
    expect(isPauseStartAllowed('2026-11', '2026-11')).toBe(false);
    expect(isPauseStartAllowed('2027-06', '2026-11')).toBe(false);
    expect(isPauseStartAllowed('2026-12', '2026-11')).toBe(true);
  });

  it('when the months held and asked pass three in a year, then that year is named', () => {
    expect(yearsOverPauseLimit(['2027-02', '2027-03'], ['2027-05'])).toEqual([]);
    expect(yearsOverPauseLimit(['2027-02', '2027-03'], ['2027-05', '2027-06'])).toEqual(['2027']);
    // A pause over the new year counts in each year for its own months.
    expect(yearsOverPauseLimit(['2026-02', '2026-03', '2026-04'], ['2026-12', '2027-01'])).toEqual([
      '2026',
    ]);
    expect(yearsOverPauseLimit(['2027-02', '2027-03', '2027-04'], ['2026-12'])).toEqual([]);
  });

  it('when a request is read, then months in a row up to three pass and others say why', () => {
    const keyOf = (body: object) => {
      const result = ZPauseRequest.safeParse(body);
      return result.success ? 'ok' : result.error.issues[0]?.message;
    };
    expect(keyOf({ fromMonth: '2027-02', untilMonth: '2027-04' })).toBe('ok');
    expect(keyOf({ fromMonth: '2027-02', untilMonth: '2027-05' })).toBe('pauseMonthsTooMany');
    expect(keyOf({ fromMonth: '2027-03', untilMonth: '2027-02' })).toBe('dateRangeOrder');
    expect(keyOf({ fromMonth: '2027-00', untilMonth: '2027-02' })).toBe('pauseMonthFormat');
    expect(keyOf({ fromMonth: '2027-02' })).toBe('pauseMonthFormat');
  });

  it('holds the months of pending and approved pauses only, each once and in order', () => {
    const pause = (state: string, months: string[]) => ({ state, months });
    expect(
      heldPauseMonths([
        pause('approved', ['2031-05', '2031-06']),
        pause('rejected', ['2031-03']),
        pause('pending', ['2031-02']),
        pause('cancelled', ['2031-08']),
        pause('pending', ['2031-06']),
      ]),
    ).toEqual(['2031-02', '2031-05', '2031-06']);
    expect(heldPauseMonths([])).toEqual([]);
  });
});
