import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  scheduleChangeTargetDates,
  scheduleChangeWindowEnd,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  scheduleChangeOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';

/** An answer within this proves the request ends; the year-9999 date once looped for ever. */
const NO_HANG = { timeout: 5_000 };
const OUTSIDE_WINDOW = {
  ko: '새 수업 날짜는 오늘부터 4주 안의 평일(월–금)이어야 합니다.',
  en: 'The new lesson date must be a weekday (Monday to Friday) within the next 4 weeks.',
};

describe('schedule change dates (POST /api/modification)', () => {
  const academy = useDemoAcademy({ student: DEMO.student });
  const today = toAcademyIsoDate(new Date());
  // The demo student has lessons on Tuesdays 19:00.
  const target = scheduleChangeTargetDates({ lessonDayOfWeek: 'Tuesday', today })[0] ?? '';
  const change = (overrides: Record<string, unknown>) => ({
    changeStartDate: target,
    changeEndDate: target,
    requestMessage: '출장 때문에 변경 부탁드립니다.',
    requestedDate: addDaysToIsoDate(target, 1),
    requestedStartTime: '14:00',
    requestedEndTime: '15:00',
    ...overrides,
  });
  const firstAfter = (from: string, weekday: string) => {
    let day = from;
    while (weekdayOfIsoDate(day) !== weekday) day = addDaysToIsoDate(day, 1);
    return day;
  };

  it('when the new date is 9999-12-31, then 400 at once in either language', NO_HANG, async () => {
    const body = change({ requestedDate: '9999-12-31' });
    const ko = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send(body);
    expect([ko.status, ko.body.message]).toEqual([400, OUTSIDE_WINDOW.ko]);
    const en = await callOperation(academy.student, scheduleChangeOperations.requestScheduleChange)
      .set('Accept-Language', 'en')
      .send(body);
    expect([en.status, en.body.message]).toEqual([400, OUTSIDE_WINDOW.en]);
  });

  it('when the new date is a Saturday or Sunday in the window, then 400', NO_HANG, async () => {
    for (const weekday of ['Saturday', 'Sunday']) {
      const res = await callOperation(
        academy.student,
        scheduleChangeOperations.requestScheduleChange,
      ).send(change({ requestedDate: firstAfter(target, weekday) }));
      expect([res.status, res.body.message], weekday).toEqual([400, OUTSIDE_WINDOW.ko]);
    }
  });

  it('when the new date is a weekday after the 4 weeks, then 400', NO_HANG, async () => {
    const after = firstAfter(addDaysToIsoDate(scheduleChangeWindowEnd(today), 1), 'Wednesday');
    const res = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send(change({ requestedDate: after }));
    expect([res.status, res.body.message]).toEqual([400, OUTSIDE_WINDOW.ko]);
  });

  it(
    'when the lesson date is 9999-12-31, then 400: it is no lesson date to move',
    NO_HANG,
    async () => {
      const res = await callOperation(
        academy.student,
        scheduleChangeOperations.requestScheduleChange,
      ).send(
        change({
          changeStartDate: '9999-12-31',
          changeEndDate: '9999-12-31',
          requestedDate: '9999-12-31',
        }),
      );
      expect([res.status, res.body.message]).toEqual([
        400,
        '변경할 수 있는 수업 날짜가 아닙니다. 앞으로 4주 안의 본인 수업 날짜를 선택해주세요.',
      ]);
    },
  );

  it(
    'when the new date is the last weekday of the window, then the request is taken',
    NO_HANG,
    async () => {
      let last = scheduleChangeWindowEnd(today);
      while (['Saturday', 'Sunday'].includes(weekdayOfIsoDate(last)))
        last = addDaysToIsoDate(last, -1);
      const res = await callOperation(
        academy.student,
        scheduleChangeOperations.requestScheduleChange,
      ).send(
        change({ requestedDate: last, requestedStartTime: '11:00', requestedEndTime: '12:00' }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    },
  );
});
