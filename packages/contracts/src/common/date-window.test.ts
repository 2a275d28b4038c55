import { describe, expect, it } from 'vitest';
import { DATE_WINDOWS } from '../constants/date-windows';
import { firstIssueKey } from '../testing/issue-keys';
import { isInstantWithinDateWindow, isWithinDateWindow, ZLookupDate } from './date-window';
import { addDaysToIsoDate } from './dates';
import { toAcademyIsoDate } from './seoul-time';

const today = '2026-11-25';
const window = { PAST_DAYS: 10, FUTURE_DAYS: 20 };

describe('isWithinDateWindow', () => {
  it('when a day is at either end of the window, then it is inside; one day further it is not', () => {
    expect(isWithinDateWindow('2026-11-15', window, today)).toBe(true);
    expect(isWithinDateWindow('2026-12-15', window, today)).toBe(true);
    expect(isWithinDateWindow('2026-11-14', window, today)).toBe(false);
    expect(isWithinDateWindow('2026-12-16', window, today)).toBe(false);
  });

  it('when the window bounds only the future, then any past day is inside', () => {
    expect(isWithinDateWindow('0001-01-01', { FUTURE_DAYS: 5 }, today)).toBe(true);
    expect(isWithinDateWindow('9999-12-31', { FUTURE_DAYS: 5 }, today)).toBe(false);
  });
});

describe('isInstantWithinDateWindow', () => {
  const now = new Date('2026-11-25T03:00:00Z');

  it('when the instant’s Seoul day is inside, then it is accepted', () => {
    expect(isInstantWithinDateWindow('2026-12-15T14:59:00Z', window, now)).toBe(true);
    expect(isInstantWithinDateWindow('2026-12-15T15:00:00Z', window, now)).toBe(false);
  });

  it('when the year is 0 or the Seoul day falls in year 10000, then it is refused without error', () => {
    expect(isInstantWithinDateWindow('0000-01-01T00:00:00Z', window, now)).toBe(false);
    expect(isInstantWithinDateWindow('9999-12-31T23:59:00Z', window, now)).toBe(false);
  });
});

describe('ZLookupDate', () => {
  it('when the day is within the lookup window, then it is accepted', () => {
    const day = addDaysToIsoDate(toAcademyIsoDate(new Date()), DATE_WINDOWS.LOOKUP.FUTURE_DAYS);
    expect(ZLookupDate.parse(day)).toBe(day);
  });

  it.each(['9999-12-31', '0001-01-01'])('when it is %s, then it is outside the window', (day) => {
    expect(firstIssueKey(ZLookupDate, day)).toBe('dateOutsideLookupWindow');
  });

  it('when it is no date, then only the format is named', () => {
    expect(firstIssueKey(ZLookupDate, '2025-02-30')).toBe('dateFormat');
  });
});
