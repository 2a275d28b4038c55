import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ONEDAY_STATUSES,
  ZOnedayRequestItem,
  ZOnedayRequestList,
  canTransitionOneday,
  type TOnedayStatus,
  onedayOperations,
  scheduleOperations,
  STAFF_MESSAGES,
} from '@academy/contracts';
import { type Agent, useStaffDesk } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { nextPublicHoliday, ordinaryDayFromToday } from '../../test/seoul-days.js';

/** A Seoul day some weeks ahead, inside the window a one-day class may be scheduled in. */

describe('one-day requests for staff (/api/oneday/requests)', () => {
  const academy = useStaffDesk();

  const scheduledAt = `${ordinaryDayFromToday(60)}T05:00:00.000Z`; // 14:00 in Seoul
  const createApplication = async (status: TOnedayStatus = 'pending', name = '이원데이') => {
    const row = await academy.testApp.database.prisma.onedayApplication.create({
      data: {
        name,
        birthDate: new Date('1999-05-05T00:00:00.000Z'),
        phoneNumber: '01044445555',
        preferredTime: '7/15(화): 14:00',
        status,
        ...(status === 'scheduled' || status === 'completed'
          ? { scheduledAt: new Date(scheduledAt) }
          : {}),
      },
    });
    return row.id;
  };
  const patch = (id: number, body: object, agent: Agent = academy.staff) =>
    callOperation(agent, onedayOperations.updateOnedayStatus, { params: { id } }).send(body);

  it('when a guest calls either route, then 401; when a member calls, then 403', async () => {
    const id = await createApplication();
    expect(
      (await callOperation(request(academy.testApp.app), onedayOperations.listOnedayRequests))
        .status,
    ).toBe(401);
    expect(
      (
        await callOperation(request(academy.testApp.app), onedayOperations.updateOnedayStatus, {
          params: { id },
        }).send({ status: 'contacted' })
      ).status,
    ).toBe(401);
    expect((await callOperation(academy.member, onedayOperations.listOnedayRequests)).status).toBe(
      403,
    );
    expect((await patch(id, { status: 'contacted' }, academy.member)).status).toBe(403);
  });

  it('when staff list with a status, then only that status comes back, newest first and paginated', async () => {
    await createApplication('cancelled', '첫번째');
    await createApplication('cancelled', '두번째');
    await createApplication('cancelled', '세번째');
    const res = await callOperation(academy.staff, onedayOperations.listOnedayRequests, {
      query: { status: 'cancelled', page: 1, limit: 2 },
    });
    expect(res.status).toBe(200);
    const list = ZOnedayRequestList.parse(res.body.data);
    expect(list.totalCount).toBeGreaterThanOrEqual(3);
    expect(list.totalPages).toBe(Math.ceil(list.totalCount / 2));
    expect(list.requests).toHaveLength(2);
    expect(list.requests.every((item) => item.status === 'cancelled')).toBe(true);
    expect(list.requests.map((item) => item.name)).toEqual(['세번째', '두번째']);
    const all = ZOnedayRequestList.parse(
      (await callOperation(academy.staff, onedayOperations.listOnedayRequests)).body.data,
    );
    expect(all.totalCount).toBeGreaterThan(list.totalCount);
  });

  const pairs = ONEDAY_STATUSES.flatMap((from) =>
    ONEDAY_STATUSES.map((to) => [from, to, canTransitionOneday(from, to)] as const),
  );
  it.each(pairs)('when %s moves to %s, then allowed is %s', async (from, to, allowed) => {
    const id = await createApplication(from);
    const res = await patch(id, to === 'scheduled' ? { status: to, scheduledAt } : { status: to });
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const item = ZOnedayRequestItem.parse(res.body.data);
      expect(item).toMatchObject({
        requestId: id,
        status: to,
        handler: { name: expect.any(String) },
      });
    } else {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('현재 상태에서는 해당 상태로 변경할 수 없습니다.');
      const stored = await academy.testApp.database.prisma.onedayApplication.findUniqueOrThrow({
        where: { id },
      });
      expect(stored.status).toBe(from);
    }
  });

  it('when a refused transition is asked in English, then the 409 message is English', async () => {
    const id = await createApplication('completed');
    const res = await patch(id, { status: 'pending' }).set('Accept-Language', 'en');
    expect([res.status, res.body.message]).toEqual([
      409,
      'The application cannot move to that status from its current status.',
    ]);
  });

  it('when scheduled is asked without scheduledAt, then 400 and nothing changes', async () => {
    const id = await createApplication();
    const res = await patch(id, { status: 'scheduled' });
    expect(res.status).toBe(400);
    const stored = await academy.testApp.database.prisma.onedayApplication.findUniqueOrThrow({
      where: { id },
    });
    expect(stored.status).toBe('pending');
  });

  const holidayAhead = nextPublicHoliday();
  it.skipIf(!holidayAhead)(
    'when a class is set on a public holiday, then 409 PUBLIC_HOLIDAY and nothing changes; an ordinary day is taken',
    async () => {
      const id = await createApplication('contacted', '공휴일원데이');
      // 14:00 in Seoul on the holiday.
      const onHoliday = `${holidayAhead?.date ?? ''}T05:00:00.000Z`;
      const refused = await patch(id, { status: 'scheduled', scheduledAt: onHoliday });
      expect([
        refused.status,
        refused.body.success,
        refused.body.code,
        refused.body.message,
      ]).toEqual([409, false, 'PUBLIC_HOLIDAY', STAFF_MESSAGES.onedayOnPublicHoliday.ko]);
      const stored = await academy.testApp.database.prisma.onedayApplication.findUniqueOrThrow({
        where: { id },
      });
      expect([stored.status, stored.scheduledAt]).toEqual(['contacted', null]);
      const accepted = await patch(id, { status: 'scheduled', scheduledAt });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    },
  );

  it('when a date is confirmed, then the handler, an audit row and the teacher’s one-day class appear', async () => {
    const id = await createApplication('contacted', '박원데이');
    const day = ordinaryDayFromToday(90);
    const res = await patch(id, { status: 'scheduled', scheduledAt: `${day}T06:00:00.000Z` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'scheduled',
      scheduledAt: `${day}T06:00:00.000Z`,
      handler: { name: expect.any(String) },
    });
    const { prisma } = academy.testApp.database;
    const audit = await prisma.auditLog.findMany({
      where: { entityType: 'oneday_application', entityId: String(id) },
    });
    expect(audit).toHaveLength(1);
    const busy = await callOperation(
      academy.staff,
      scheduleOperations.listAllTeacherBusyTimes,
    ).query({ teacherId: 1, startDate: day, endDate: day });
    expect(busy.status).toBe(200);
    const personal = busy.body.data.personalSchedules as Record<string, unknown>[];
    expect(personal).toContainEqual(
      expect.objectContaining({
        title: '원데이 클래스 - 박원데이',
        scheduleType: 'oneday_class',
        scheduleDate: day,
        startTime: '15:00',
        endTime: '16:00',
        studentName: '박원데이',
        studentContact: '01044445555',
        relatedId: id,
      }),
    );
  });

  it('when a scheduled class is cancelled, then its hour is free again for guests, members and staff', async () => {
    const id = await createApplication('pending', '최취소');
    const day = ordinaryDayFromToday(95);
    const confirmed = await patch(id, { status: 'scheduled', scheduledAt: `${day}T07:00:00.000Z` });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const classesOnDay = async (agent: Agent | ReturnType<typeof request>) => {
      const res = await callOperation(agent, scheduleOperations.listAllTeacherBusyTimes).query({
        teacherId: 1,
        startDate: day,
        endDate: day,
      });
      expect(res.status).toBe(200);
      return (res.body.data.personalSchedules as { scheduleType: string; startTime: string }[])
        .filter((entry) => entry.scheduleType === 'oneday_class')
        .map((entry) => entry.startTime);
    };
    const dayBusy = async () => {
      const res = await callOperation(
        academy.staff,
        scheduleOperations.getTeacherDayBusyTimes,
      ).query({ date: day });
      expect(res.status).toBe(200);
      return JSON.stringify(res.body.data);
    };
    expect(await classesOnDay(request(academy.testApp.app))).toEqual(['16:00']);
    expect(await classesOnDay(academy.member)).toEqual(['16:00']);
    expect(await dayBusy()).toContain('16:00');

    const cancelled = await patch(id, { status: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    expect(await classesOnDay(request(academy.testApp.app))).toEqual([]);
    expect(await classesOnDay(academy.member)).toEqual([]);
    expect(await classesOnDay(academy.staff)).toEqual([]);
    expect(await dayBusy()).not.toContain('16:00');
    const { prisma } = academy.testApp.database;
    expect(await prisma.personalSchedule.count({ where: { relatedOnedayId: id } })).toBe(0);
    const audit = await prisma.auditLog.findMany({
      where: { entityType: 'oneday_application', entityId: String(id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.at(-1)?.details).toMatchObject({ to: 'cancelled', removedCalendarEntries: 1 });
  });

  it('when two transitions arrive at the same time, then only one wins', async () => {
    // completed and cancelled are both final, so whichever lands first shuts the other out.
    const id = await createApplication('scheduled');
    const results = await Promise.all([
      patch(id, { status: 'completed' }),
      patch(id, { status: 'cancelled' }),
      patch(id, { status: 'completed' }),
      patch(id, { status: 'cancelled' }),
    ]);
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const { prisma } = academy.testApp.database;
    const audit = await prisma.auditLog.count({
      where: { entityType: 'oneday_application', entityId: String(id) },
    });
    const stored = await prisma.onedayApplication.findUniqueOrThrow({ where: { id } });
    const winner = results.find((res) => res.status === 200);
    // A loser either saw the new status (409) or lost the conditional update (409).
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(
      true,
    );
    expect(audit).toBe(1);
    expect(winner?.body.data.status).toBe(stored.status);
  });

  it('when the request does not exist, then 404', async () => {
    expect((await patch(999_999, { status: 'contacted' })).status).toBe(404);
  });
});
