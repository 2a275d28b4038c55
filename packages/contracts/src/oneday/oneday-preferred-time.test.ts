import { describe, expect, it } from 'vitest';
import { buildOnedayPreferredTime, parseOnedayPreferredTime } from './oneday-preferred-time';

describe('buildOnedayPreferredTime', () => {
  it('when days and times are chosen out of order, then days and times ascend', () => {
    expect(
      buildOnedayPreferredTime([
        { date: '2025-11-27', times: ['11:00'] },
        { date: '2025-11-25', times: ['15:00', '14:00'] },
      ]),
    ).toBe('11/25(화): 14:00, 15:00 | 11/27(목): 11:00');
  });

  it('when a day has no times or repeats, then it is dropped or merged', () => {
    expect(
      buildOnedayPreferredTime([
        { date: '2025-12-01', times: [] },
        { date: '2025-12-02', times: ['09:00'] },
        { date: '2025-12-02', times: ['09:00', '22:00'] },
      ]),
    ).toBe('12/2(화): 09:00, 22:00');
  });

  it('when nothing is chosen, then the text is empty', () => {
    expect(buildOnedayPreferredTime([])).toBe('');
  });
});

describe('parseOnedayPreferredTime', () => {
  it('when the text is read with its year, then each day and its times come back', () => {
    expect(parseOnedayPreferredTime('11/25(화): 14:00, 15:00 | 11/27(목): 11:00', 2025)).toEqual([
      { date: '2025-11-25', times: ['14:00', '15:00'] },
      { date: '2025-11-27', times: ['11:00'] },
    ]);
  });

  it('when an entry is not a real date or has no time, then it is skipped', () => {
    expect(parseOnedayPreferredTime('2/30(월): 10:00 | 3/3: 아무때나 | 3/4: 9:00', 2025)).toEqual([
      { date: '2025-03-04', times: ['09:00'] },
    ]);
  });

  it('when the weekday only fits the next year, then the next year is used', () => {
    expect(parseOnedayPreferredTime('1/5(월): 10:00', 2025)).toEqual([
      { date: '2026-01-05', times: ['10:00'] },
    ]);
  });

  it('when built text is parsed back, then the same sorted days and times come out, across a new year', () => {
    const slots = [
      { date: '2026-01-02', times: ['21:00', '09:00'] },
      { date: '2025-12-30', times: ['14:00'] },
      { date: '2025-12-31', times: [] },
    ];
    expect(parseOnedayPreferredTime(buildOnedayPreferredTime(slots), 2025)).toEqual([
      { date: '2025-12-30', times: ['14:00'] },
      { date: '2026-01-02', times: ['09:00', '21:00'] },
    ]);
  });
});
