import { describe, expect, it } from 'vitest';
import { hourToTime } from '../common/dates';
import { LESSON_WEEKDAYS } from '../common/weekday';
import {
  buildLessonPreferredTime,
  describeLessonPreferredTime,
} from './lesson-preferred-time-builder';
import type { TLessonTimeSelections } from './lesson-preferred-time-builder';
import { parsePreferredTimeOptions } from './preferred-time';

describe('buildLessonPreferredTime', () => {
  it('when weekdays and hours are chosen out of order, then the text is Monday first, hours ascending', () => {
    expect(buildLessonPreferredTime({ Wednesday: [18], Monday: [20, 19] })).toBe(
      '월요일: 19:00, 20:00 | 수요일: 18:00',
    );
  });

  it('when a weekday has no hours or an hour repeats, then the weekday is left out and the hour written once', () => {
    expect(buildLessonPreferredTime({ Monday: [], Tuesday: [10, 10], Friday: [9] })).toBe(
      '화요일: 10:00 | 금요일: 09:00',
    );
  });

  it('when nothing is chosen, then the text is empty', () => {
    expect(buildLessonPreferredTime({})).toBe('');
  });

  it('when the built text is parsed back, then every chosen weekday and hour comes out as an option', () => {
    const selections: TLessonTimeSelections = {
      Friday: [21, 10],
      Monday: [19, 20],
      Thursday: [9],
      Wednesday: [18],
    };
    const expected = LESSON_WEEKDAYS.flatMap((weekday) =>
      [...(selections[weekday] ?? [])]
        .sort((a, b) => a - b)
        .map((hour) => ({
          lessonDayOfWeek: weekday,
          lessonStartTime: hourToTime(hour),
          lessonEndTime: hourToTime(hour + 1),
        })),
    );

    expect(parsePreferredTimeOptions(buildLessonPreferredTime(selections))).toEqual(expected);
  });
});

describe('describeLessonPreferredTime', () => {
  it('when an English page reads the choice back, then the weekdays are English and the hours as sent', () => {
    expect(describeLessonPreferredTime({ Wednesday: [18], Monday: [20, 19] }, 'ENG')).toBe(
      'Monday: 19:00, 20:00 | Wednesday: 18:00',
    );
  });

  it('when a Korean page reads it back, then it is the text sent to the academy', () => {
    const selections: TLessonTimeSelections = { Friday: [14], Tuesday: [10] };
    expect(describeLessonPreferredTime(selections, 'KOR')).toBe(
      buildLessonPreferredTime(selections),
    );
  });
});
