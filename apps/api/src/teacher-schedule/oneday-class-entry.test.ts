import { beforeAll, describe, expect, it } from 'vitest';
import { ordinaryDayFromToday } from '../../test/seoul-days.js';
import {
  STAFF_MESSAGES,
  ZPersonalScheduleDetail,
  onedayOperations,
  scheduleOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import {
  addOnedayApplication,
  onedayClassBody,
  scheduleBody,
  signedInOtherTeacher,
  type Agent,
} from '../../test/factories/teacher-schedule.js';
import { callOperation } from '../../test/call-operation.js';

/**
 * A client written from the published format confirms a one-day class (which puts it in the
 * teacher's calendar) and then posts the class itself, as its screen did before the API added
 * it: the calendar keeps one entry.
 */
describe('one calendar entry per one-day class (POST /api/teacher-schedule)', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin });
  let other: { id: number; agent: Agent };

  beforeAll(async () => {
    other = await signedInOtherTeacher(academy.testApp.app, academy.testApp.database.prisma);
  });

  let applicants = 0;
  const newApplication = () => {
    applicants += 1;
    return addOnedayApplication(academy.testApp.database.prisma, `원데이${applicants}`);
  };
  // Distinct days, none a public holiday, on which no one-day class may be set.
  const day = (offset: number) => ordinaryDayFromToday(60, offset);
  /** Confirms the application for 14:00 (Seoul) on `date`. */
  const confirm = (id: number, date: string) =>
    callOperation(academy.admin, onedayOperations.updateOnedayStatus, { params: { id } }).send({
      status: 'scheduled',
      scheduledAt: `${date}T05:00:00.000Z`,
    });
  const postClass = (relatedId: number, date: string, agent: Agent = academy.admin) =>
    callOperation(agent, scheduleOperations.createPersonalSchedule).send(
      onedayClassBody(relatedId, date),
    );
  const classesOf = (relatedOnedayId: number) =>
    academy.testApp.database.prisma.personalSchedule.findMany({
      where: { relatedOnedayId, scheduleType: 'oneday_class' },
    });
  const creations = () =>
    academy.testApp.database.prisma.auditLog.count({
      where: { action: 'teacher_schedule.create' },
    });

  it('when a confirmed class is posted again, then 2xx answers the confirmation’s entry and the calendar holds one', async () => {
    const id = await newApplication();
    const date = day(1);
    expect((await confirm(id, date)).status).toBe(200);
    const [confirmed] = await classesOf(id);
    const audited = await creations();

    const res = await postClass(id, date);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(STAFF_MESSAGES.onedayClassAlreadyInCalendar.ko);
    const { schedule } = ZPersonalScheduleDetail.parse(res.body.data);
    expect(schedule).toMatchObject({
      scheduleId: confirmed?.id,
      title: '원데이 클래스 - 원데이1',
      scheduleType: 'oneday_class',
      scheduleDate: date,
      startTime: '14:00',
      relatedId: id,
    });
    expect(await classesOf(id)).toHaveLength(1);
    expect(await creations()).toBe(audited);

    const english = await postClass(id, date).set('Accept-Language', 'en');
    expect([english.status, english.body.message]).toEqual([
      201,
      'This one-day class is already in the calendar.',
    ]);
  });

  it('when a class is posted twice for an application not yet confirmed, then the second answers the first', async () => {
    const id = await newApplication();
    const first = await postClass(id, day(2));
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(STAFF_MESSAGES.personalScheduleCreated.ko);
    const second = await postClass(id, day(3));
    expect(second.status).toBe(201);
    expect(second.body.data.schedule.scheduleId).toBe(first.body.data.schedule.scheduleId);
    expect(second.body.data.schedule.scheduleDate).toBe(day(2));
    expect(await classesOf(id)).toHaveLength(1);
  });

  it('when a class was posted before the confirmation, then the confirmation moves it to the confirmed hour', async () => {
    const id = await newApplication();
    const posted = await postClass(id, day(4));
    expect(posted.status).toBe(201);
    const confirmed = await confirm(id, day(5));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const classes = await classesOf(id);
    expect(classes.map((row) => [row.id, row.startMinute, row.endMinute])).toEqual([
      [posted.body.data.schedule.scheduleId, 14 * 60, 15 * 60],
    ]);
    expect(classes[0]?.scheduleDate.toISOString().slice(0, 10)).toBe(day(5));
  });

  it('when another teacher posts a class the admin’s calendar has, then 2xx with its hours only and nothing added', async () => {
    const id = await newApplication();
    expect((await confirm(id, day(6))).status).toBe(200);
    const res = await postClass(id, day(6), other.agent);
    expect(res.status).toBe(201);
    expect(res.body.data.schedule).toMatchObject({
      scheduleType: 'oneday_class',
      startTime: '14:00',
      relatedId: null,
      studentName: null,
      studentContact: null,
      user: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('01044445555');
    expect(await classesOf(id)).toHaveLength(1);
  });

  it('when a personal schedule names the application, then it is added beside the class', async () => {
    const id = await newApplication();
    expect((await confirm(id, day(7))).status).toBe(200);
    const res = await callOperation(academy.admin, scheduleOperations.createPersonalSchedule).send(
      scheduleBody({ title: '준비물 챙기기', scheduleDate: day(7), relatedId: id }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(STAFF_MESSAGES.personalScheduleCreated.ko);
    expect(
      await academy.testApp.database.prisma.personalSchedule.count({
        where: { relatedOnedayId: id },
      }),
    ).toBe(2);
  });

  it('when a schedule is changed into a second class of the application, then 409 and nothing changes', async () => {
    const id = await newApplication();
    expect((await confirm(id, day(8))).status).toBe(200);
    const note = await callOperation(academy.admin, scheduleOperations.createPersonalSchedule).send(
      scheduleBody({ title: '메모', scheduleDate: day(8), relatedId: id }),
    );
    const noteId = note.body.data.schedule.scheduleId as number;
    const res = await callOperation(academy.admin, scheduleOperations.updatePersonalSchedule, {
      params: { id: noteId },
    }).send({ scheduleType: 'oneday_class' });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'ONEDAY_CLASS_IN_CALENDAR',
      STAFF_MESSAGES.onedayClassAlreadyInCalendar.ko,
    ]);
    const stored = await academy.testApp.database.prisma.personalSchedule.findUniqueOrThrow({
      where: { id: noteId },
    });
    expect(stored.scheduleType).toBe('personal');
  });
});
