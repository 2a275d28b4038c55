import { describe, expect, it } from 'vitest';
import { firstIssueKey } from '../testing/issue-keys';
import {
  addDaysToIsoDate,
  addMinutesToTime,
  hourSlots,
  isIsoDate,
  minutesToTime,
  rangesOverlap,
  ZIsoDate,
  ZIsoDateTime,
  ZTimeOfDay,
} from './dates';
import { isoWeekdayOfIsoDate, weekdayOfIsoDate } from './weekday';

describe('ZIsoDate', () => {
  it('when the date is real, then it is accepted', () => {
    expect(ZIsoDate.parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-01', '20250101', '2025-01-01T00:00'])(
    'when it is %s, then it is not a valid date',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
      expect(firstIssueKey(ZIsoDate, value)).toBe('dateFormat');
    },
  );
});

describe('ZTimeOfDay', () => {
  it('when between 00:00 and 23:59, then it is accepted', () => {
    expect(ZTimeOfDay.parse('00:00')).toBe('00:00');
    expect(ZTimeOfDay.parse('23:59')).toBe('23:59');
  });

  it.each(['24:00', '9:00', '12:60', '12:5', 'noon'])(
    'when it is %s, then it is refused',
    (value) => {
      expect(firstIssueKey(ZTimeOfDay, value)).toBe('timeFormat');
    },
  );
});

describe('ZIsoDateTime', () => {
  it('when it has Z or an offset, then it is accepted', () => {
    expect(ZIsoDateTime.safeParse('2025-06-15T01:00:00.000Z').success).toBe(true);
    expect(ZIsoDateTime.safeParse('2025-06-15T10:00:00+09:00').success).toBe(true);
  });

  it('when it has no zone or is not a date-time, then it is refused', () => {
    expect(firstIssueKey(ZIsoDateTime, '2025-06-15T10:00:00')).toBe('dateTimeFormat');
    expect(firstIssueKey(ZIsoDateTime, '2025-06-15')).toBe('dateTimeFormat');
  });
});

describe('time arithmetic', () => {
  it('when one hour is added to 23:00, then it wraps to 00:00', () => {
    expect(addMinutesToTime('23:00', 60)).toBe('00:00');
    expect(addMinutesToTime('14:30', 60)).toBe('15:30');
  });

  it('when minutes are negative, then they wrap backwards', () => {
    expect(minutesToTime(-30)).toBe('23:30');
  });

  it('when ranges only touch, then they do not overlap', () => {
    expect(rangesOverlap(60, 120, 120, 180)).toBe(false);
    expect(rangesOverlap(60, 121, 120, 180)).toBe(true);
  });

  it('when listing hours 9 to 22, then there are 14 slots', () => {
    expect(hourSlots(9, 22)).toHaveLength(14);
    expect(hourSlots(9, 22).at(-1)).toBe(22);
  });
});

describe('calendar arithmetic', () => {
  it('when days are added across a month or year end, then the calendar rolls over', () => {
    expect(addDaysToIsoDate('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDaysToIsoDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysToIsoDate('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('when a day is added to 9999-12-31 or taken from 0001-01-01, then it is an error, not a string', () => {
    expect(addDaysToIsoDate('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDaysToIsoDate('9999-12-31', 1)).toThrow(RangeError);
    expect(addDaysToIsoDate('0001-01-02', -1)).toBe('0001-01-01');
    expect(() => addDaysToIsoDate('0001-01-01', -1)).toThrow(RangeError);
  });

  it('when the year is below 100, then it is taken as written, not as 19xx; year 0 is no date', () => {
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0050-02-28')).toBe(true);
    expect(addDaysToIsoDate('0050-02-28', 1)).toBe('0050-03-01');
  });

  it('when a date is given, then its weekday is Monday-first named', () => {
    expect(weekdayOfIsoDate('2025-06-16')).toBe('Monday');
    expect(weekdayOfIsoDate('2025-06-15')).toBe('Sunday');
  });

  it('when a date is given, then its ISO weekday counts Monday as 1 and Sunday as 7', () => {
    expect(isoWeekdayOfIsoDate('2025-06-16')).toBe(1);
    expect(isoWeekdayOfIsoDate('2025-06-20')).toBe(5);
    expect(isoWeekdayOfIsoDate('2025-06-15')).toBe(7);
  });

  it('when the text is not written as a date, then asking its weekday throws', () => {
    expect(() => weekdayOfIsoDate('2025-6-15')).toThrow(RangeError);
    expect(() => weekdayOfIsoDate('')).toThrow(RangeError);
  });
});
