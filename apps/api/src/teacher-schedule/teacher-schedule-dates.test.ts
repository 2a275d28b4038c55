import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DATE_WINDOWS, ZPersonalScheduleDetail, scheduleOperations } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { scheduleBody, seoulDay } from '../../test/factories/teacher-schedule.js';
import { callOperation } from '../../test/call-operation.js';

/** An answer within this proves the request ends; year-9999 dates once looped for ever. */
const NO_HANG = { timeout: 5_000 };
const LOOKUP_REFUSED = {
  ko: '오늘부터 앞뒤 6년 안의 날짜만 조회할 수 있습니다.',
  en: 'Only dates within 6 years before or after today can be looked up.',
};
const TOO_FAR = '일정은 오늘부터 6년 안의 날짜로만 등록할 수 있습니다.';

describe('dates far from today on the calendars (/api/teacher-schedule, /api/schedule)', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin });
  const lastLookupDay = seoulDay(DATE_WINDOWS.LOOKUP.FUTURE_DAYS);
  const firstLookupDay = seoulDay(-DATE_WINDOWS.LOOKUP.PAST_DAYS);

  it(
    'when busy times of 9999-12-31 are asked, then 400 at once in either language',
    NO_HANG,
    async () => {
      const ko = await callOperation(
        academy.admin,
        scheduleOperations.getTeacherDayBusyTimes,
      ).query({ date: '9999-12-31' });
      expect([ko.status, ko.body.message]).toEqual([400, LOOKUP_REFUSED.ko]);
      const en = await callOperation(academy.admin, scheduleOperations.getTeacherDayBusyTimes)
        .set('Accept-Language', 'en')
        .query({ date: '9999-12-31' });
      expect([en.status, en.body.message]).toEqual([400, LOOKUP_REFUSED.en]);
    },
  );

  it(
    'when a guest asks the public busy times at either end of the years, then 400',
    NO_HANG,
    async () => {
      for (const [startDate, endDate] of [
        ['9999-12-01', '9999-12-31'],
        ['0001-01-01', '0001-01-31'],
      ]) {
        const res = await callOperation(
          request(academy.testApp.app),
          scheduleOperations.listAllTeacherBusyTimes,
        ).query({ startDate, endDate });
        expect([res.status, res.body.message], startDate).toEqual([400, LOOKUP_REFUSED.ko]);
      }
    },
  );

  it(
    'when the lookup days are the first and last of the window, then they answer',
    NO_HANG,
    async () => {
      expect(
        (
          await callOperation(academy.admin, scheduleOperations.getTeacherDayBusyTimes).query({
            date: lastLookupDay,
          })
        ).status,
      ).toBe(200);
      const res = await callOperation(
        request(academy.testApp.app),
        scheduleOperations.listAllTeacherBusyTimes,
      ).query({
        startDate: firstLookupDay,
        endDate: seoulDay(-DATE_WINDOWS.LOOKUP.PAST_DAYS + 30),
      });
      expect(res.status).toBe(200);
    },
  );

  it(
    'when a schedule or a series end is set past the window, then 400 and nothing is stored',
    NO_HANG,
    async () => {
      const before = await academy.testApp.database.prisma.personalSchedule.count();
      const bodies = [
        scheduleBody({ scheduleDate: '9999-12-31' }),
        scheduleBody({ scheduleDate: seoulDay(DATE_WINDOWS.PERSONAL_SCHEDULE.FUTURE_DAYS + 1) }),
        scheduleBody({
          scheduleDate: seoulDay(1),
          isRecurring: true,
          recurringPattern: 'daily',
          recurringUntil: '9999-12-31',
        }),
      ];
      for (const body of bodies) {
        const res = await callOperation(
          academy.admin,
          scheduleOperations.createPersonalSchedule,
        ).send(body);
        expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, TOO_FAR]);
      }
      expect(await academy.testApp.database.prisma.personalSchedule.count()).toBe(before);
    },
  );

  it(
    'when a schedule is moved past the window, then 400; the last day of it is fine',
    NO_HANG,
    async () => {
      const created = await callOperation(
        academy.admin,
        scheduleOperations.createPersonalSchedule,
      ).send(scheduleBody({ scheduleDate: seoulDay(3) }));
      const { scheduleId } = ZPersonalScheduleDetail.parse(created.body.data).schedule;
      const far = await callOperation(academy.admin, scheduleOperations.updatePersonalSchedule, {
        params: { id: scheduleId },
      }).send({ scheduleDate: '9999-12-31' });
      expect([far.status, far.body.message]).toEqual([400, TOO_FAR]);
      const last = await callOperation(academy.admin, scheduleOperations.updatePersonalSchedule, {
        params: { id: scheduleId },
      }).send({ scheduleDate: seoulDay(DATE_WINDOWS.PERSONAL_SCHEDULE.FUTURE_DAYS) });
      expect(last.status, JSON.stringify(last.body)).toBe(200);
    },
  );

  it('when one day of a series is removed at 9999-12-31, then 400', NO_HANG, async () => {
    const created = await callOperation(
      academy.admin,
      scheduleOperations.createPersonalSchedule,
    ).send(
      scheduleBody({
        scheduleDate: seoulDay(1),
        isRecurring: true,
        recurringPattern: 'daily',
        recurringUntil: seoulDay(30),
      }),
    );
    const { scheduleId } = ZPersonalScheduleDetail.parse(created.body.data).schedule;
    const res = await callOperation(academy.admin, scheduleOperations.deletePersonalSchedule, {
      params: { id: scheduleId },
    }).query({ occurrence: '9999-12-31' });
    expect([res.status, res.body.message]).toEqual([400, LOOKUP_REFUSED.ko]);
  });
});
