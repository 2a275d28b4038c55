import { describe, expect, it } from 'vitest';
import {
  ZOnedayRequestList,
  ZPersonalScheduleListRead,
  onedayOperations,
  scheduleOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';

const OUTSIDE_WINDOW = '원데이 클래스 일정은 오늘부터 앞뒤 1년 안에서만 정할 수 있습니다.';

describe('one-day class dates far from today (PATCH /api/oneday/requests/{id})', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin });

  const application = async (data: { scheduledAt?: Date; status?: 'pending' | 'scheduled' }) =>
    (
      await academy.testApp.database.prisma.onedayApplication.create({
        data: {
          name: '먼미래',
          birthDate: new Date('1999-05-05T00:00:00.000Z'),
          phoneNumber: '01044445555',
          preferredTime: '12/31(금): 14:00',
          ...data,
        },
      })
    ).id;

  it.each(['0000-01-01T00:00:00.000Z', '9999-12-31T23:59:00.000Z'])(
    'when the class is scheduled at %s, then 400 and nothing is stored',
    async (scheduledAt) => {
      const id = await application({});
      const res = await callOperation(academy.staff, onedayOperations.updateOnedayStatus, {
        params: { id },
      }).send({ status: 'scheduled', scheduledAt });
      expect([res.status, res.body.message]).toEqual([400, OUTSIDE_WINDOW]);
      const en = await callOperation(academy.staff, onedayOperations.updateOnedayStatus, {
        params: { id },
      })
        .set('Accept-Language', 'en')
        .send({ status: 'scheduled', scheduledAt });
      expect(en.body.message).toBe(
        'A one-day class can be scheduled only within 1 year before or after today.',
      );
      const { prisma } = academy.testApp.database;
      const stored = await prisma.onedayApplication.findUniqueOrThrow({ where: { id } });
      expect([stored.status, stored.scheduledAt]).toEqual(['pending', null]);
      expect(await prisma.personalSchedule.count({ where: { relatedOnedayId: id } })).toBe(0);
    },
  );

  it('when such dates were stored before the bound, then the calendar lists and deletes them', async () => {
    const { prisma } = academy.testApp.database;
    const scheduledAt = new Date('9999-12-31T23:59:00.000Z');
    const id = await application({ status: 'scheduled', scheduledAt });
    const teacher = await prisma.staff.findUniqueOrThrow({
      where: { loginId: DEMO.admin.loginId },
    });
    // What the unbounded PATCH stored: the Seoul day of that instant is in year 10000.
    const far = await prisma.personalSchedule.create({
      data: {
        teacherId: teacher.id,
        title: '원데이 클래스 - 먼미래',
        scheduleDate: new Date('+010000-01-01T00:00:00.000Z'),
        startMinute: 8 * 60 + 59,
        endMinute: 9 * 60 + 59,
        scheduleType: 'oneday_class',
        relatedOnedayId: id,
      },
    });
    const series = await prisma.personalSchedule.create({
      data: {
        teacherId: teacher.id,
        title: '끝나지 않는 연습',
        scheduleDate: new Date('9999-12-01T00:00:00.000Z'),
        startMinute: 7 * 60,
        endMinute: 8 * 60,
        isRecurring: true,
        recurringPattern: 'daily',
        recurringUntil: new Date('9999-12-31T00:00:00.000Z'),
      },
    });

    const list = await callOperation(academy.staff, scheduleOperations.listPersonalSchedules);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const titles = ZPersonalScheduleListRead.parse(list.body.data).data.schedules.map(
      (item) => item.title,
    );
    expect(titles).toContain('끝나지 않는 연습');
    expect(titles).toContain('원데이 클래스 - 먼미래');
    // 9999-12-31T23:59:59-14:00 is already year 10000 in UTC.
    const later = await application({
      status: 'scheduled',
      scheduledAt: new Date('+010000-01-01T13:59:59.000Z'),
    });
    const requests = await callOperation(academy.staff, onedayOperations.listOnedayRequests).query({
      status: 'scheduled',
    });
    expect(requests.status, JSON.stringify(requests.body)).toBe(200);
    // Both read as the last minute of 9999-12-31 in Seoul, a day the screens can show.
    const items = ZOnedayRequestList.parse(requests.body.data).requests;
    for (const requestId of [id, later]) {
      expect(items).toContainEqual(
        expect.objectContaining({ requestId, scheduledAt: '9999-12-31T14:59:59.999Z' }),
      );
    }
    expect(
      (
        await callOperation(academy.staff, scheduleOperations.getPersonalSchedule, {
          params: { id: series.id },
        })
      ).status,
    ).toBe(200);

    const lastDay = await callOperation(academy.staff, scheduleOperations.deletePersonalSchedule, {
      params: { id: series.id },
    }).query({ occurrence: '9999-12-31' });
    expect(lastDay.status).toBe(400);
    for (const scheduleId of [far.id, series.id]) {
      const removed = await callOperation(
        academy.staff,
        scheduleOperations.deletePersonalSchedule,
        { params: { id: scheduleId } },
      );
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    }
    expect(
      await prisma.personalSchedule.count({ where: { id: { in: [far.id, series.id] } } }),
    ).toBe(0);
  });
});
