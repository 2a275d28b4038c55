import { describe, expect, it } from 'vitest';
import { onedayEndTime, onedaySlotOptions, resolveScheduleChoice } from './oneday-schedule';
import type { TScheduleChoice } from './oneday-schedule';
import { freezeDateInEachTest } from '@/test/frozen-date';

const TEXT = '12/1(월): 14:00, 15:00 | 12/3(수): 22:00';

describe('onedaySlotOptions', () => {
  it('when the preferred time is read, then each start time becomes an hour-long option', () => {
    expect(onedaySlotOptions(TEXT, 2025)).toEqual([
      { value: '2025-12-01T14:00', date: '2025-12-01', start: '14:00', end: '15:00' },
      { value: '2025-12-01T15:00', date: '2025-12-01', start: '15:00', end: '16:00' },
      { value: '2025-12-03T22:00', date: '2025-12-03', start: '22:00', end: '23:00' },
    ]);
  });

  it('when there is no readable preferred time, then there are no options', () => {
    expect(onedaySlotOptions(null, 2025)).toEqual([]);
    expect(onedaySlotOptions('평일 저녁 아무때나', 2025)).toEqual([]);
  });

  it('when a class starts at 23:00, then it ends at midnight', () => {
    expect(onedayEndTime('23:00')).toBe('00:00');
  });
});

describe('resolveScheduleChoice', () => {
  const options = onedaySlotOptions(TEXT, 2025);
  // The slots above are a few weeks ahead of this day.
  freezeDateInEachTest(new Date('2025-11-20T01:00:00Z'));

  const choice = (pick: Partial<TScheduleChoice>): TScheduleChoice => ({
    mode: 'custom',
    slot: '',
    date: '',
    time: '',
    ...pick,
  });

  it.each([
    {
      when: 'a preferred slot is chosen, then its Seoul time is sent as an ISO instant',
      pick: { mode: 'preferred', slot: '2025-12-01T15:00' },
      result: { scheduledAt: '2025-12-01T06:00:00.000Z' },
    },
    {
      when: 'no preferred slot is chosen, then a preferred time is asked for',
      pick: { mode: 'preferred' },
      result: { error: 'preferredSlotRequired' },
    },
    {
      when: 'a custom date and time are given, then that Seoul time is sent',
      pick: { date: '2025-12-05', time: '10:30' },
      result: { scheduledAt: '2025-12-05T01:30:00.000Z' },
    },
    {
      when: 'the custom date is a public holiday (기독탄신일), then it is refused before sending',
      pick: { date: '2025-12-25', time: '10:30' },
      result: { error: 'publicHolidayNotOffered' },
    },
    {
      when: 'the custom time is missing, then both date and time are asked for',
      pick: { date: '2025-12-05' },
      result: { error: 'dateTimeRequired' },
    },
    {
      when: 'the custom date is missing, then both date and time are asked for',
      pick: { time: '10:00' },
      result: { error: 'dateTimeRequired' },
    },
  ] satisfies Array<{ when: string; pick: Partial<TScheduleChoice>; result: object }>)(
    'when $when',
    ({ pick, result }) => {
      expect(resolveScheduleChoice(choice(pick), options)).toEqual(result);
    },
  );

  it('when the custom date is more than a year away, then it is refused before sending', () => {
    for (const date of ['9999-12-31', '2026-11-23', '2024-11-18']) {
      expect(resolveScheduleChoice(choice({ date, time: '10:00' }), options), date).toEqual({
        error: 'onedayScheduledAtOutsideWindow',
      });
    }
  });
});
