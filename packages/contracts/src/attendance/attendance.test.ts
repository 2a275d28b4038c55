import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../common/dates';
import { toAcademyIsoDate } from '../common/seoul-time';
import { ATTENDANCE_LIMITS } from './attendance.limits';
import { noticeOutcomeTexts } from './attendance-messages';
import { ZAttendanceMark, ZAttendanceNotice, ZAttendanceQuery } from './attendance.schemas';

const today = toAcademyIsoDate(new Date());
const firstKey = (
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('ZAttendanceQuery', () => {
  it('when the range is a week or the longest allowed, then it is accepted', () => {
    expect(
      ZAttendanceQuery.safeParse({ from: today, to: addDaysToIsoDate(today, 6) }).success,
    ).toBe(true);
    const last = addDaysToIsoDate(today, ATTENDANCE_LIMITS.MAX_RANGE_DAYS - 1);
    expect(ZAttendanceQuery.safeParse({ from: today, to: last }).success).toBe(true);
  });

  it.each([
    [{ from: today, to: addDaysToIsoDate(today, -1) }, 'dateRangeOrder'],
    [
      { from: today, to: addDaysToIsoDate(today, ATTENDANCE_LIMITS.MAX_RANGE_DAYS) },
      'dateRangeTooLong',
    ],
    [{ from: '2030-02-30', to: today }, 'dateFormat'],
  ])('when the range is %j, then %s', (value, key) => {
    expect(firstKey(ZAttendanceQuery, value)).toBe(key);
  });
});

describe('ZAttendanceMark and ZAttendanceNotice', () => {
  it.each([
    [{ memberId: 1, date: today, status: 'late' }, 'attendanceStatusInvalid'],
    [{ memberId: '1', date: today, status: 'attended' }, 'invalidValue'],
    [{ memberId: 2_147_483_648, date: today, status: 'attended' }, 'invalidValue'],
    [{ memberId: 1, date: today, status: 'attended', note: 'a\u0000b' }, 'controlCharacters'],
  ])('when a mark is %j, then %s', (value, key) => {
    expect(firstKey(ZAttendanceMark, value)).toBe(key);
  });

  it.each([
    [{ date: today, reason: ' ' }, 'attendanceNoticeReasonRequired'],
    [{ date: today, reason: 'x'.repeat(ATTENDANCE_LIMITS.REASON_MAX_LENGTH + 1) }, 'tooLong'],
  ])('when a notice is %j, then %s', (value, key) => {
    expect(firstKey(ZAttendanceNotice, value)).toBe(key);
  });
});

describe('noticeOutcomeTexts', () => {
  it('when a credit was earned, then its last day is named; when the cap was reached, then the cap is', () => {
    const earned = noticeOutcomeTexts({ expiresOn: '2031-05-01', refusal: null, cap: 2 });
    expect(earned.ko).toContain('(2031년 5월 1일 (목)까지 사용 가능)');
    expect(earned.en).toContain('usable until Thu, May 1, 2031.');
    const capped = noticeOutcomeTexts({ expiresOn: null, refusal: 'cap_reached', cap: 3 });
    expect(capped.en).toContain('at most 3 open credits');
    expect(capped.ko).toContain('최대 3개');
  });
});
