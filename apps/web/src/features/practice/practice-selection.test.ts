import { describe, expect, it } from 'vitest';
import { clickPracticeHour } from './practice-selection';

describe('clickPracticeHour', () => {
  it('when nothing is chosen, then the hour starts a one-hour booking', () => {
    expect(clickPracticeHour(null, 10)).toEqual({ start: 10, end: 11 });
  });

  it('when a later hour follows, then it sets the end', () => {
    expect(clickPracticeHour({ start: 10, end: 11 }, 13)).toEqual({ start: 10, end: 13 });
  });

  it('when an earlier hour follows, then the start moves there', () => {
    expect(clickPracticeHour({ start: 10, end: 13 }, 9)).toEqual({ start: 9, end: 10 });
  });

  it('when the start hour is pressed again, then the choice clears', () => {
    expect(clickPracticeHour({ start: 10, end: 13 }, 10)).toBeNull();
  });

  it('when 21:00 starts, then the default end is capped at 22:00', () => {
    expect(clickPracticeHour(null, 21)).toEqual({ start: 21, end: 22 });
  });
});
