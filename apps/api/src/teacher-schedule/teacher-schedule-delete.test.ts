import { beforeAll, describe, expect, it } from 'vitest';
import { ZDayBusyTimes, ZPersonalScheduleDetail, scheduleOperations } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import {
  scheduleBody,
  signedInOtherTeacher,
  type Agent,
} from '../../test/factories/teacher-schedule.js';
import { callOperation } from '../../test/call-operation.js';

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

describe('deleting schedules and busy times (/api/teacher-schedule)', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin });
  let other: { id: number; agent: Agent };

  beforeAll(async () => {
    other = await signedInOtherTeacher(academy.testApp.app, academy.testApp.database.prisma);
  });

  const createdId = async (body: object, agent: Agent = academy.admin): Promise<number> => {
    const res = await callOperation(agent, scheduleOperations.createPersonalSchedule).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return ZPersonalScheduleDetail.parse(res.body.data).schedule.scheduleId;
  };
  const remove = (id: number, occurrence?: string, agent: Agent = academy.admin) =>
    callOperation(agent, scheduleOperations.deletePersonalSchedule, { params: { id } }).query(
      occurrence === undefined ? {} : { occurrence },
    );
  const busyOn = async (date: string, teacherId?: number, agent: Agent = academy.admin) => {
    const res = await callOperation(agent, scheduleOperations.getTeacherDayBusyTimes).query(
      teacherId === undefined ? { date } : { date, teacherId },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZDayBusyTimes.parse(res.body.data).busyTimes;
  };
  const auditActions = async (id: number) =>
    (
      await academy.testApp.database.prisma.auditLog.findMany({
        where: { entityType: 'personal_schedule', entityId: String(id) },
        orderBy: { id: 'asc' },
      })
    ).map((row) => row.action);

  // Mondays 2031-03-03 to 2031-03-31, 07:00-08:00.
  /** A series `title` repeating `pattern` over [from, until], each time from start to end. */
  const series = (
    title: string,
    pattern: 'daily' | 'weekly' | 'monthly',
    [from, until]: [string, string],
    [startTime, endTime]: [string, string],
  ) =>
    scheduleBody({
      title,
      scheduleDate: from,
      startTime,
      endTime,
      isRecurring: true,
      recurringPattern: pattern,
      recurringUntil: until,
    });
  const weekly = (title: string) => ({
    ...series(title, 'weekly', ['2031-03-03', '2031-03-31'], ['07:00', '08:00']),
    description: '주간 연습',
  });
  const SEVEN = { startTime: '07:00', endTime: '08:00' };

  describe('busy times', () => {
    it('when a Tuesday is asked, then the demo student’s 19:00 lesson is busy (teacher 1 by default)', async () => {
      expect(await busyOn('2031-03-04')).toContainEqual({ startTime: '19:00', endTime: '20:00' });
      expect(await busyOn('2031-03-04', 1)).toContainEqual({
        startTime: '19:00',
        endTime: '20:00',
      });
      expect(await busyOn('2031-03-05')).not.toContainEqual({
        startTime: '19:00',
        endTime: '20:00',
      });
      expect(await busyOn('2031-03-06')).toContainEqual({ startTime: '18:00', endTime: '19:00' });
    });

    it('when a lesson was moved, then it is busy on the new day and free on the old one', async () => {
      const { prisma } = academy.testApp.database;
      const lesson = await prisma.weeklySlot.findFirstOrThrow({
        where: { teacherId: 1, dayOfWeek: 2 },
      });
      await prisma.lessonMove.create({
        data: {
          memberId: lesson.memberId,
          lessonScheduleId: lesson.id,
          originalDate: day('2031-03-11'),
          newDate: day('2031-03-12'),
          newStartMinute: 11 * 60,
          newEndMinute: 12 * 60,
        },
      });
      expect(await busyOn('2031-03-11')).not.toContainEqual({
        startTime: '19:00',
        endTime: '20:00',
      });
      expect(await busyOn('2031-03-12')).toContainEqual({ startTime: '11:00', endTime: '12:00' });
    });

    it('when personal and one-day-class schedules exist, then both are busy', async () => {
      await createdId(
        scheduleBody({ scheduleDate: '2031-03-13', startTime: '09:30', endTime: '10:30' }),
      );
      await createdId(
        scheduleBody({
          title: '원데이 클래스 - 최하은',
          scheduleType: 'oneday_class',
          scheduleDate: '2031-03-13',
          startTime: '14:00',
          endTime: '15:00',
        }),
      );
      const busy = await busyOn('2031-03-13');
      expect(busy).toContainEqual({ startTime: '09:30', endTime: '10:30' });
      expect(busy).toContainEqual({ startTime: '14:00', endTime: '15:00' });
      expect(busy).toContainEqual({ startTime: '18:00', endTime: '19:00' });
    });

    it('when another teacher’s day is asked, then only that teacher’s schedules count', async () => {
      await createdId(
        scheduleBody({ scheduleDate: '2031-03-18', startTime: '08:00', endTime: '09:00' }),
        other.agent,
      );
      expect(await busyOn('2031-03-18', other.id)).toEqual([
        { startTime: '08:00', endTime: '09:00' },
      ]);
      expect(await busyOn('2031-03-18', 1)).not.toContainEqual({
        startTime: '08:00',
        endTime: '09:00',
      });
      // Busy intervals carry no names: any staff member may ask for any teacher.
      expect(await busyOn('2031-03-18', 1, other.agent)).toContainEqual({
        startTime: '19:00',
        endTime: '20:00',
      });
    });

    it('when the date is missing or malformed, then 400', async () => {
      for (const query of ['', 'date=2031-02-30', 'date=20310304', 'date=2031-03-04&teacherId=x']) {
        const res = await callOperation(academy.admin, scheduleOperations.getTeacherDayBusyTimes, {
          query: query,
        });
        expect([res.status, res.body.success], query).toEqual([400, false]);
      }
      const res = await callOperation(academy.admin, scheduleOperations.getTeacherDayBusyTimes, {
        query: { date: '2031-02-30' },
      });
      expect(res.body.message).toBe('올바른 날짜를 입력해주세요.');
    });

    it('when a series is monthly on the 31st, then months without a 31st are skipped', async () => {
      const id = await createdId(
        series('월말 정산', 'monthly', ['2031-01-31', '2031-08-31'], ['06:00', '06:30']),
      );
      const SIX = { startTime: '06:00', endTime: '06:30' };
      const expected: [string, boolean][] = [
        ['2031-01-31', true],
        ['2031-02-28', false],
        ['2031-03-01', false],
        ['2031-03-31', true],
        ['2031-04-30', false],
        ['2031-05-01', false],
        ['2031-05-31', true],
        ['2031-06-30', false],
        ['2031-07-31', true],
        ['2031-08-31', true],
        ['2031-10-31', false],
      ];
      for (const [date, busy] of expected) {
        const times = await busyOn(date);
        if (busy) expect(times, date).toContainEqual(SIX);
        else expect(times, date).not.toContainEqual(SIX);
      }
      // The 31st of a month without one is not an occurrence either.
      expect((await remove(id, '2031-04-30')).status).toBe(404);
      expect((await remove(id, '2031-03-31')).status).toBe(200);
      expect(await busyOn('2031-03-31')).not.toContainEqual(SIX);
      expect(await busyOn('2031-05-31')).toContainEqual(SIX);
    });
  });

  describe('DELETE one occurrence', () => {
    it('when one Monday of a weekly series is deleted, then only that day is gone', async () => {
      const id = await createdId(weekly('주간 합주'));
      expect(await busyOn('2031-03-10')).toContainEqual(SEVEN);

      const res = await remove(id, '2031-03-10');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(
        '2031-03-10 일정이 삭제되었습니다. 다른 날짜의 반복 일정은 그대로 유지됩니다.',
      );
      const { schedule } = ZPersonalScheduleDetail.parse(res.body.data);
      expect(schedule).toMatchObject({
        scheduleId: id,
        excludedDates: ['2031-03-10'],
        description: '주간 연습 [EXCLUDE:2031-03-10]',
      });

      expect(await busyOn('2031-03-10')).not.toContainEqual(SEVEN);
      for (const date of ['2031-03-03', '2031-03-17', '2031-03-24', '2031-03-31']) {
        expect(await busyOn(date), date).toContainEqual(SEVEN);
      }
      const detail = await callOperation(academy.admin, scheduleOperations.getPersonalSchedule, {
        params: { id },
      });
      expect(detail.body.data.data.schedule.excludedDates).toEqual(['2031-03-10']);
      const list = await callOperation(academy.admin, scheduleOperations.listPersonalSchedules);
      expect(
        list.body.data.data.schedules.find((s: { scheduleId: number }) => s.scheduleId === id),
      ).toMatchObject({ excludedDates: ['2031-03-10'] });
      expect(await auditActions(id)).toEqual([
        'teacher_schedule.create',
        'teacher_schedule.delete_occurrence',
      ]);

      const second = await remove(id, '2031-03-24');
      expect(second.body.data.schedule).toMatchObject({
        excludedDates: ['2031-03-10', '2031-03-24'],
        description: '주간 연습 [EXCLUDE:2031-03-10,2031-03-24]',
      });
    });

    it('when the day is not an occurrence, is already excluded or lies outside the series, then 404', async () => {
      const id = await createdId(weekly('발생일 확인'));
      expect((await remove(id, '2031-03-10')).status).toBe(200);
      for (const date of ['2031-03-10', '2031-03-11', '2031-02-24', '2031-04-07']) {
        const res = await remove(id, date);
        expect([res.status, res.body.message], date).toEqual([
          404,
          '해당 날짜에는 이 일정이 없습니다.',
        ]);
      }
      const english = await remove(id, '2031-03-11').set('Accept-Language', 'en');
      expect(english.body.message).toBe('This schedule does not take place on that date.');
      expect(await busyOn('2031-03-17')).toContainEqual(SEVEN);
    });

    it('when the occurrence is malformed, then 400 and nothing is deleted', async () => {
      const id = await createdId(weekly('형식 확인'));
      for (const occurrence of ['2031-3-10', '2031-02-30', '', 'today']) {
        const res = await remove(id, occurrence);
        expect(res.status, occurrence).toBe(400);
      }
      const res = await remove(id, '2031-02-30');
      expect(res.body.message).toBe('올바른 날짜를 입력해주세요.');
      expect(
        (
          await callOperation(academy.admin, scheduleOperations.getPersonalSchedule, {
            params: { id },
          })
        ).body.data.data.schedule.excludedDates,
      ).toEqual([]);
    });

    it('when a one-off event is deleted on its own day, then the event is deleted; on another day, 404', async () => {
      const id = await createdId(scheduleBody({ title: '단일 일정', scheduleDate: '2031-03-20' }));
      expect((await remove(id, '2031-03-21')).status).toBe(404);
      expect(
        (
          await callOperation(academy.admin, scheduleOperations.getPersonalSchedule, {
            params: { id },
          })
        ).status,
      ).toBe(200);
      const res = await remove(id, '2031-03-20');
      expect([res.status, res.body.message, res.body.data]).toEqual([
        200,
        '일정이 삭제되었습니다.',
        null,
      ]);
      expect(
        (
          await callOperation(academy.admin, scheduleOperations.getPersonalSchedule, {
            params: { id },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('DELETE the whole schedule', () => {
    it('when a series is deleted, then every day, its exclusions and the row are gone, with an audit row', async () => {
      const id = await createdId(weekly('전체 삭제'));
      expect((await remove(id, '2031-03-17')).status).toBe(200);
      const res = await remove(id);
      expect([res.status, res.body.message, res.body.data]).toEqual([
        200,
        '일정이 삭제되었습니다.',
        null,
      ]);
      const { prisma } = academy.testApp.database;
      expect(await prisma.personalSchedule.count({ where: { id } })).toBe(0);
      expect(await prisma.personalScheduleExclusion.count({ where: { scheduleId: id } })).toBe(0);
      expect(await auditActions(id)).toEqual([
        'teacher_schedule.create',
        'teacher_schedule.delete_occurrence',
        'teacher_schedule.delete',
      ]);
      expect(
        (
          await callOperation(academy.admin, scheduleOperations.getPersonalSchedule, {
            params: { id },
          })
        ).status,
      ).toBe(404);
      expect((await remove(id)).status).toBe(404);
      const english = await remove(await createdId(weekly('영어'))).set('Accept-Language', 'en');
      expect(english.body.message).toBe('The schedule has been deleted.');
    });

    it('when the series is gone, then busy times no longer show it', async () => {
      const id = await createdId(
        series('삭제 후 확인', 'daily', ['2031-05-05', '2031-05-07'], ['05:00', '05:30']),
      );
      const FIVE = { startTime: '05:00', endTime: '05:30' };
      expect(await busyOn('2031-05-06')).toContainEqual(FIVE);
      expect((await remove(id)).status).toBe(200);
      for (const date of ['2031-05-05', '2031-05-06', '2031-05-07']) {
        expect(await busyOn(date), date).not.toContainEqual(FIVE);
      }
    });

    it('when the schedule is someone else’s, then 403 and it stays; unknown or malformed ids 404 and 400', async () => {
      const id = await createdId(weekly('관리자 것'));
      for (const occurrence of [undefined, '2031-03-10']) {
        const res = await remove(id, occurrence, other.agent);
        expect([res.status, res.body.message]).toEqual([
          403,
          '본인의 일정만 조회하거나 수정할 수 있습니다.',
        ]);
      }
      expect(
        (
          await callOperation(academy.admin, scheduleOperations.getPersonalSchedule, {
            params: { id },
          })
        ).body.data.data.schedule.excludedDates,
      ).toEqual([]);
      const missing = await remove(999_999);
      expect([missing.status, missing.body.message]).toEqual([404, '일정을 찾을 수 없습니다.']);
      expect(
        (
          await callOperation(academy.admin, scheduleOperations.deletePersonalSchedule, {
            params: { id: 'abc' },
          })
        ).status,
      ).toBe(400);
    });
  });
});
