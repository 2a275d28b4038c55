import { describe, expect, it } from 'vitest';
import { WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS, WEEKDAYS } from './weekday';

describe('weekday labels', () => {
  it.each([
    ['Monday', '월요일', '월', 'Mon'],
    ['Tuesday', '화요일', '화', 'Tue'],
    ['Wednesday', '수요일', '수', 'Wed'],
    ['Thursday', '목요일', '목', 'Thu'],
    ['Friday', '금요일', '금', 'Fri'],
    ['Saturday', '토요일', '토', 'Sat'],
    ['Sunday', '일요일', '일', 'Sun'],
  ] as const)(
    'when %s is shown, then it reads %s, or %s / %s when short',
    (day, ko, shortKo, shortEn) => {
      expect(WEEKDAY_LABELS[day]).toEqual({ ko, en: day });
      expect(WEEKDAY_SHORT_LABELS[day]).toEqual({ ko: shortKo, en: shortEn });
    },
  );

  it('when every weekday is labelled, then no other key is', () => {
    expect(Object.keys(WEEKDAY_LABELS)).toEqual([...WEEKDAYS]);
    expect(Object.keys(WEEKDAY_SHORT_LABELS)).toEqual([...WEEKDAYS]);
  });
});
