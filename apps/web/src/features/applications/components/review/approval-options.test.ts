import { describe, expect, it } from 'vitest';
import { buildApprovalOptions } from './approval-options';

describe('buildApprovalOptions', () => {
  it('when entries are readable, then each time becomes a one-hour slot', () => {
    const options = buildApprovalOptions('월요일: 18:00, 19:00 | 수요일: 17:00');
    expect(options.map((option) => option.slot)).toEqual([
      { lessonDayOfWeek: 'Monday', lessonStartTime: '18:00', lessonEndTime: '19:00' },
      { lessonDayOfWeek: 'Monday', lessonStartTime: '19:00', lessonEndTime: '20:00' },
      { lessonDayOfWeek: 'Wednesday', lessonStartTime: '17:00', lessonEndTime: '18:00' },
    ]);
    expect(new Set(options.map((option) => option.key)).size).toBe(3);
  });

  it('when an entry has no known weekday, then it is listed without a slot', () => {
    expect(buildApprovalOptions('아무때나 | 화요일: 20:00')).toEqual([
      { key: '0', raw: '아무때나', parsed: null, slot: null },
      {
        key: '1-0',
        raw: '화요일: 20:00',
        parsed: { lessonDayOfWeek: 'Tuesday', lessonStartTime: '20:00', lessonEndTime: '21:00' },
        slot: { lessonDayOfWeek: 'Tuesday', lessonStartTime: '20:00', lessonEndTime: '21:00' },
      },
    ]);
  });

  it('when a time is on the weekend or runs past midnight, then it has no slot', () => {
    const options = buildApprovalOptions('토요일: 10:00 | 금요일: 23:00');
    expect(options.map((option) => option.parsed?.lessonDayOfWeek)).toEqual(['Saturday', 'Friday']);
    expect(options.map((option) => option.slot)).toEqual([null, null]);
  });

  it('when there is no preferred time, then there are no options', () => {
    expect(buildApprovalOptions(null)).toEqual([]);
    expect(buildApprovalOptions(' | ')).toEqual([]);
  });
});
