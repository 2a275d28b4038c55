import { describe, expect, it } from 'vitest';
import { ZPracticeEntryInput } from './practice-log.schemas';
import { practiceDayRefusal, practiceTotals, tempoSeries } from './practice-log.rules';

const entry = (date: string, minutes: number, exercise: string, tempoBpm: number | null) => ({
  date,
  minutes,
  exercise,
  tempoBpm,
});

describe('practice log rules', () => {
  it('when the day is tomorrow, then it is refused as in the future', () => {
    expect(practiceDayRefusal('2026-12-02', '2026-12-01')).toBe('future');
    expect(practiceDayRefusal('2026-12-01', '2026-12-01')).toBeNull();
  });

  it('when the day is 60 days back counting today, then it is taken; 61, refused', () => {
    expect(practiceDayRefusal('2026-10-03', '2026-12-01')).toBeNull();
    expect(practiceDayRefusal('2026-10-02', '2026-12-01')).toBe('tooOld');
  });

  it('when entries share an exercise in other spellings, then the totals keep its best tempo once', () => {
    const totals = practiceTotals([
      entry('2026-11-28', 30, 'Paradiddle', 80),
      entry('2026-11-29', 20, 'paradiddle ', 96),
      entry('2026-11-29', 15, 'Rock beat', null),
    ]);
    expect(totals).toEqual({
      totalMinutes: 65,
      entries: 3,
      bestTempos: [{ exercise: 'paradiddle', bpm: 96 }],
    });
  });

  it('when an exercise was played twice a day, then the chart keeps that day’s best tempo', () => {
    expect(
      tempoSeries([
        entry('2026-11-29', 10, 'Single stroke', 100),
        entry('2026-11-28', 10, 'Single stroke', 90),
        entry('2026-11-29', 10, 'Single stroke', 110),
        entry('2026-11-29', 10, 'Fill', null),
      ]),
    ).toEqual([
      {
        exercise: 'Single stroke',
        points: [
          { date: '2026-11-28', bpm: 90 },
          { date: '2026-11-29', bpm: 110 },
        ],
      },
    ]);
  });

  it('when minutes, tempo or the exercise are out of bounds, then the entry is refused', () => {
    const base = { date: '2026-11-29', minutes: 30, exercise: 'Paradiddle' };
    expect(ZPracticeEntryInput.safeParse(base).success).toBe(true);
    expect(ZPracticeEntryInput.safeParse({ ...base, minutes: 0 }).success).toBe(false);
    expect(ZPracticeEntryInput.safeParse({ ...base, minutes: 601 }).success).toBe(false);
    expect(ZPracticeEntryInput.safeParse({ ...base, minutes: 30.5 }).success).toBe(false);
    expect(ZPracticeEntryInput.safeParse({ ...base, tempoBpm: 19 }).success).toBe(false);
    expect(ZPracticeEntryInput.safeParse({ ...base, tempoBpm: 301 }).success).toBe(false);
    expect(ZPracticeEntryInput.safeParse({ ...base, exercise: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(ZPracticeEntryInput.safeParse({ ...base, exercise: '  ' }).success).toBe(false);
  });
});
