import { describe, expect, it } from 'vitest';
import { onedaySlots, removeOnedayDate, toggleOnedayHour } from './oneday-selection';

describe('one-day selections', () => {
  it('when hours are added out of order, then they are kept sorted per day', () => {
    let selections = toggleOnedayHour({}, '2025-11-27', 15);
    selections = toggleOnedayHour(selections, '2025-11-27', 9);
    selections = toggleOnedayHour(selections, '2025-11-25', 14);
    expect(onedaySlots(selections)).toEqual([
      { date: '2025-11-25', times: ['14:00'] },
      { date: '2025-11-27', times: ['09:00', '15:00'] },
    ]);
  });

  it('when the last hour of a day is removed, then the day is dropped', () => {
    const selections = toggleOnedayHour(toggleOnedayHour({}, '2025-11-25', 14), '2025-11-25', 14);
    expect(selections).toEqual({});
  });

  it('when a whole day is removed, then the other days stay', () => {
    const selections = { '2025-11-25': [14], '2025-11-26': [10] };
    expect(removeOnedayDate(selections, '2025-11-25')).toEqual({ '2025-11-26': [10] });
  });
});
