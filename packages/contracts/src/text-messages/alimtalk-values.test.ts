import { describe, expect, it } from 'vitest';
import { ALIMTALK_VARIABLES } from './alimtalk-variables';
import {
  alimtalkAmount,
  alimtalkDate,
  alimtalkDayHours,
  alimtalkHours,
  alimtalkLanguage,
} from './alimtalk-values';

/** A day of the examples' year: the examples show a day of the current Seoul year. */
const IN_2031 = '2031-01-05';

describe('alimtalk values', () => {
  it('write a day with its weekday as the variables’ examples do', () => {
    expect(alimtalkDate('2031-03-11', 'ko', IN_2031)).toBe(ALIMTALK_VARIABLES.date.example.ko);
    expect(alimtalkDate('2031-03-11', 'en', IN_2031)).toBe(ALIMTALK_VARIABLES.date.example.en);
    expect(alimtalkDate('2031-03-16', 'ko', IN_2031)).toBe('3월 16일 (일)');
    expect(alimtalkDate('2032-03-16', 'en', IN_2031)).toBe('Tue, Mar 16, 2032');
  });

  it('write hours and amounts as the examples do', () => {
    expect(alimtalkHours('19:00', '20:00')).toBe(ALIMTALK_VARIABLES.time.example.ko);
    expect(alimtalkAmount(170000, 'ko')).toBe(ALIMTALK_VARIABLES.amount.example.ko);
    expect(alimtalkAmount(170000, 'en')).toBe(ALIMTALK_VARIABLES.amount.example.en);
    expect(alimtalkAmount(0, 'ko')).toBe('0원');
  });

  it('choose the template language of a person', () => {
    expect(alimtalkLanguage(true)).toBe('en');
    expect(alimtalkLanguage(false)).toBe('ko');
  });
});

describe('alimtalkDayHours', () => {
  it('writes a day and its hours as the date and time variables’ examples do', () => {
    const day = { date: '2031-03-11', startTime: '19:00', endTime: '20:00' };
    expect(alimtalkDayHours(day, 'ko', IN_2031)).toEqual({
      date: ALIMTALK_VARIABLES.date.example.ko,
      time: ALIMTALK_VARIABLES.time.example.ko,
    });
    expect(alimtalkDayHours(day, 'en', IN_2031)).toEqual({
      date: ALIMTALK_VARIABLES.date.example.en,
      time: ALIMTALK_VARIABLES.time.example.en,
    });
  });
});
