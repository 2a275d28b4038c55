import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { ZPersonalScheduleCreate } from '@academy/contracts';
import { assertScheduleDates, toDraft } from './schedule-draft.js';

const TODAY = '2031-03-10';
const draftOf = (input: object, keep = false) =>
  toDraft(
    ZPersonalScheduleCreate.parse({
      title: '일정',
      startTime: '10:00',
      endTime: '11:00',
      ...input,
    }),
    TODAY,
    keep,
  );
const issuesOf = (run: () => void): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
};
const everything = () => true;
const nothing = () => false;

describe('toDraft', () => {
  it('when a series has no date, then it starts today', () => {
    const draft = draftOf({ isRecurring: true, recurringPattern: 'daily', recurringUntil: TODAY });
    expect(draft.scheduleDate).toBe(TODAY);
  });

  it('when a description carries the marker, then a series takes its dates and the text is kept apart', () => {
    const series = {
      scheduleDate: TODAY,
      isRecurring: true,
      recurringPattern: 'weekly',
      recurringUntil: '2031-04-30',
    };
    expect(draftOf({ ...series, description: '메모 [EXCLUDE:2031-03-17]' })).toMatchObject({
      description: '메모',
      excludedDates: ['2031-03-17'],
    });
    expect(draftOf({ ...series, description: '[EXCLUDE:]' })).toMatchObject({
      description: null,
      excludedDates: [],
    });
    // Without a marker: nothing on create, the stored ones on update.
    expect(draftOf({ ...series, description: '메모' }).excludedDates).toEqual([]);
    expect(draftOf({ ...series, description: '메모' }, true).excludedDates).toBeUndefined();
  });

  it('when the event is one-off, then cycle, end date and exclusions are dropped', () => {
    expect(
      draftOf(
        {
          scheduleDate: TODAY,
          recurringPattern: 'weekly',
          recurringUntil: '2031-04-30',
          description: '[EXCLUDE:2031-03-10]',
        },
        true,
      ),
    ).toMatchObject({ recurringPattern: null, recurringUntil: null, excludedDates: [] });
  });
});

describe('assertScheduleDates', () => {
  const past = draftOf({ scheduleDate: '2031-03-09' });
  const series = (scheduleDate: string, recurringUntil: string) =>
    draftOf({ scheduleDate, isRecurring: true, recurringPattern: 'weekly', recurringUntil });
  /** The rules the draft breaks today, when the fields `changed` says were changed. */
  const issuesToday = (
    draft: Parameters<typeof assertScheduleDates>[0],
    changed: Parameters<typeof assertScheduleDates>[2],
  ) => issuesOf(() => assertScheduleDates(draft, TODAY, changed));

  it('when a new event is dated before today, then it is refused; today is fine', () => {
    expect(issuesToday(past, everything)).toEqual(['scheduleDate: pastDateNotAllowed']);
    expect(issuesToday(draftOf({ scheduleDate: TODAY }), everything)).toEqual([]);
  });

  it('when no date was changed, then a past event passes', () => {
    expect(issuesToday(past, nothing)).toEqual([]);
    expect(issuesToday(series('2031-01-06', '2031-02-24'), nothing)).toEqual([]);
  });

  it('when a past event becomes a series, then its first and last day are checked', () => {
    const changedRecurring = (field: string) => field === 'isRecurring';
    expect(issuesToday(series('2031-03-02', '2031-03-09'), changedRecurring)).toEqual([
      'scheduleDate: pastDateNotAllowed',
      'recurringUntil: pastDateNotAllowed',
    ]);
  });

  it('when a series ends before it starts, then the order is refused; the same day is fine', () => {
    expect(issuesToday(series('2031-03-20', '2031-03-19'), everything)).toEqual([
      'recurringUntil: dateRangeOrder',
    ]);
    expect(issuesToday(series('2031-03-20', '2031-03-20'), everything)).toEqual([]);
  });

  it('when only the end date of a running series changes, then its past first day is not re-checked', () => {
    const onlyUntil = (field: string) => field === 'recurringUntil';
    expect(issuesToday(series('2031-01-06', TODAY), onlyUntil)).toEqual([]);
    expect(issuesToday(series('2031-01-06', '2031-03-09'), onlyUntil)).toEqual([
      'recurringUntil: pastDateNotAllowed',
    ]);
  });
});
