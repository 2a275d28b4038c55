import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  expandTeacherSchedule,
  STAFF_MESSAGES,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  ZTeacherBusyTimes,
  scheduleOperations,
  memberOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { seoulDate } from '../lib/seoul-time.js';
import { addMember } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';

const WEDNESDAY = 3;
const TEN = 10 * 60;

describe('PATCH /api/users/:id with a new weekly slot', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin });
  const today = toAcademyIsoDate(new Date());

  /** The member's lessons on the teacher's calendar, as "date start-end", over [from, to]. */
  async function lessonsOf(name: string, from: string, to: string): Promise<string[]> {
    const res = await callOperation(academy.staff, scheduleOperations.listAllTeacherBusyTimes, {
      query: `teacherId=1&startDate=${from}&endDate=${to}`,
    });
    expect(res.status).toBe(200);
    const data = ZTeacherBusyTimes.parse(res.body.data);
    return expandTeacherSchedule(data, { startDate: from, endDate: to })
      .filter((busy) => busy.kind === 'lesson' && busy.studentName === name)
      .map((busy) => `${busy.date} ${busy.startTime}-${busy.endTime}`);
  }

  /** Staff's PATCH of member `id`, answered in Korean unless English is asked for. */
  const editAsStaff = (id: number, body: object, language?: 'en') => {
    const patch = callOperation(academy.staff, memberOperations.updateMember, { params: { id } });
    return (language ? patch.set('Accept-Language', language) : patch).send(body);
  };
  /** A new member of the demo teacher whose weekly lesson is on Wednesdays from `startMinute`. */
  const wednesdayMember = (name: string, phone: string, startMinute: number) =>
    addMember(academy.testApp.database.prisma, {
      name,
      phone,
      slot: { dayOfWeek: WEDNESDAY, startMinute },
    });
  const schedulesOf = (memberId: number) =>
    academy.testApp.database.prisma.weeklySlot.findMany({
      where: { memberId },
      orderBy: [{ effectiveFrom: 'asc' }, { id: 'asc' }],
    });

  it('when the slot changes, then the old one ends today, the new one runs from today and busy times move', async () => {
    const target = await wednesdayMember('이동학생', '01050000001', TEN);
    const past = addDaysToIsoDate(today, -14);
    const ahead = addDaysToIsoDate(today, 13);
    expect(await lessonsOf('이동학생', today, ahead)).toHaveLength(2);

    const res = await editAsStaff(target.id, {
      lessonDayOfWeek: 'Friday',
      lessonStartTime: '15:00',
      lessonEndTime: '16:00',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(STAFF_MESSAGES.memberSlotUpdated.ko);
    expect(res.body.data).toMatchObject({
      lessonDayOfWeek: 'Friday',
      lessonStartTime: '15:00',
      lessonEndTime: '16:00',
      assignedTime: '15:00-16:00',
    });

    const upcoming = await lessonsOf('이동학생', today, ahead);
    expect(upcoming).toHaveLength(2);
    for (const lesson of upcoming) {
      expect(weekdayOfIsoDate(lesson.slice(0, 10))).toBe('Friday');
      expect(lesson.slice(11)).toBe('15:00-16:00');
    }
    // The lessons already given stay where they were.
    const before = await lessonsOf('이동학생', past, addDaysToIsoDate(today, -1));
    expect(before.length).toBeGreaterThanOrEqual(1);
    expect(before.every((lesson) => lesson.endsWith('10:00-11:00'))).toBe(true);

    const rows = await schedulesOf(target.id);
    expect(rows.map((row) => [row.dayOfWeek, row.effectiveUntil, row.effectiveFrom])).toEqual([
      [WEDNESDAY, seoulDate(0), seoulDate(-70)],
      [5, null, seoulDate(0)],
    ]);
    const audit = await academy.testApp.database.prisma.auditLog.findFirstOrThrow({
      where: { action: 'member.update', entityId: String(target.id) },
    });
    expect(audit.details).toMatchObject({
      changes: {
        lessonDayOfWeek: { from: 'Wednesday', to: 'Friday' },
        lessonStartTime: { from: '10:00', to: '15:00' },
      },
    });
  });

  it('when the slot changes twice on one day, then the slot begun today is moved, not stacked', async () => {
    const target = await wednesdayMember('두번이동', '01050000002', 12 * 60);
    const move = (startTime: string, endTime: string) =>
      editAsStaff(target.id, {
        lessonDayOfWeek: 'Monday',
        lessonStartTime: startTime,
        lessonEndTime: endTime,
      });
    expect((await move('11:00', '12:00')).status).toBe(200);
    const second = await move('11:30', '12:30');
    expect(second.body.data).toMatchObject({ lessonStartTime: '11:30', lessonEndTime: '12:30' });
    const rows = await schedulesOf(target.id);
    expect(rows.map((row) => [row.dayOfWeek, row.startMinute])).toEqual([
      [WEDNESDAY, 12 * 60],
      [1, 11 * 60 + 30],
    ]);

    const same = await move('11:30', '12:30');
    expect([same.status, same.body.message]).toEqual([200, STAFF_MESSAGES.memberUpdated.ko]);
    expect(await schedulesOf(target.id)).toHaveLength(2);
  });

  it('when the member has no slot yet, then one starts today with their teacher', async () => {
    const target = await addMember(academy.testApp.database.prisma, {
      name: '첫시간',
      phone: '01050000003',
    });
    const res = await editAsStaff(target.id, {
      lessonDayOfWeek: 'Thursday',
      lessonStartTime: '09:00',
      lessonEndTime: '10:00',
    });
    expect(res.status).toBe(200);
    const rows = await schedulesOf(target.id);
    expect(rows).toMatchObject([
      {
        teacherId: target.teacherId,
        dayOfWeek: 4,
        effectiveFrom: seoulDate(0),
        effectiveUntil: null,
      },
    ]);
  });

  it('when the new slot overlaps another member’s lesson, then 409 and nothing changes', async () => {
    const { prisma } = academy.testApp.database;
    const target = await wednesdayMember('충돌학생', '01050000004', 14 * 60);
    const schedulesBefore = await schedulesOf(target.id);
    // The demo student has Tuesday 19:00–20:00 with the same teacher.
    const clash = {
      name: '바뀌면안됨',
      lessonDayOfWeek: 'Tuesday',
      lessonStartTime: '19:30',
      lessonEndTime: '20:30',
    };
    const res = await editAsStaff(target.id, clash);
    expect([res.status, res.body.message]).toEqual([409, STAFF_MESSAGES.lessonSlotTaken.ko]);
    const en = await editAsStaff(target.id, clash, 'en');
    expect([en.status, en.body.message]).toEqual([409, STAFF_MESSAGES.lessonSlotTaken.en]);

    expect(await schedulesOf(target.id)).toEqual(schedulesBefore);
    expect((await prisma.member.findUniqueOrThrow({ where: { id: target.id } })).name).toBe(
      '충돌학생',
    );
    expect(
      await prisma.auditLog.count({
        where: { action: 'member.update', entityId: String(target.id) },
      }),
    ).toBe(0);
    const ahead = addDaysToIsoDate(today, 13);
    expect(
      (await lessonsOf('충돌학생', today, ahead)).every((lesson) => lesson.endsWith('14:00-15:00')),
    ).toBe(true);
  });

  it('when the new slot would fall on the member’s practice booking, then 409 OWN_HOUR_TAKEN names it and nothing changes; once it is cancelled, the slot moves', async () => {
    const { prisma } = academy.testApp.database;
    const target = await wednesdayMember('연습먼저', '01050000005', 8 * 60);
    const schedulesBefore = await schedulesOf(target.id);
    // Practice on a weekday 8 to 10 days ahead, 07:30–08:30, which the new 07:00 slot overlaps.
    const practiceDay = [8, 9, 10]
      .map((days) => addDaysToIsoDate(today, days))
      .find((date) => !['Saturday', 'Sunday'].includes(weekdayOfIsoDate(date)));
    if (!practiceDay) throw new Error('Three days in a row without a weekday');
    const weekday = weekdayOfIsoDate(practiceDay);
    const practice = await prisma.practiceBooking.create({
      data: {
        roomId: 1,
        memberId: target.id,
        startTime: new Date(`${practiceDay}T07:30:00+09:00`),
        endTime: new Date(`${practiceDay}T08:30:00+09:00`),
      },
    });
    const move = { lessonDayOfWeek: weekday, lessonStartTime: '07:00', lessonEndTime: '08:00' };

    const res = await editAsStaff(target.id, move);
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'OWN_HOUR_TAKEN',
      `새 수업 시간이 회원의 ${practiceDay} 07:30 연습실 예약과 겹칩니다. 그 예약을 먼저 정리하거나 다른 시간을 정해주세요.`,
    ]);
    expect(res.body.data).toMatchObject({ date: practiceDay, kind: 'practice' });
    expect(await schedulesOf(target.id)).toEqual(schedulesBefore);

    await prisma.practiceBooking.update({
      where: { id: practice.id },
      data: { status: 'cancelled' },
    });
    const moved = await editAsStaff(target.id, move);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await lessonsOf('연습먼저', practiceDay, practiceDay)).toEqual([
      `${practiceDay} 07:00-08:00`,
    ]);
  });
});
