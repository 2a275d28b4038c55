import { describe, expect, it } from 'vitest';
import {
  seoulInstant,
  todayOperations,
  tuitionOperations,
  ZToday,
  ZTuitionList,
  type TToday,
  type TTodayDay,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addLessonApplication } from '../../test/factories/lesson-applications.js';
import { addMember, numberedPhone } from '../../test/factories/members.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { createTestApp } from '../../test/test-app.js';
import { fromIsoDate } from '../lib/iso-date.js';

// The app's clock: Wednesday 13 January 2027, 09:00 in Seoul; tomorrow is Thursday the 14th.
const NOW = seoulInstant('2027-01-13', 9);
const TODAY = '2027-01-13';
const TOMORROW = '2027-01-14';
const WEDNESDAY = 3;
const THURSDAY = 4;
/** Rows a test dates long ago, so that they are the oldest waiting and named first. */
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

describe("the staff's Today (GET /api/today)", () => {
  const academy = useDemoAcademy(
    { staff: MEMBERS_AND_STAFF.staff, member: MEMBERS_AND_STAFF.student },
    () => createTestApp({ seed: true, now: () => NOW }),
  );
  const prisma = () => academy.testApp.database.prisma;
  let added = 0;
  /** A member of the admin's with a weekly lesson (or none), named so the test finds them. */
  const newMember = (name: string, slot?: { dayOfWeek: number; hour: number }) => {
    added += 1;
    return addMember(prisma(), {
      name,
      phone: numberedPhone('0107777', added),
      ...(slot ? { slot: { dayOfWeek: slot.dayOfWeek, startMinute: slot.hour * 60 } } : {}),
    });
  };
  const readToday = async (agent: Agent): Promise<TToday> => {
    const res = await callOperation(agent, todayOperations.getToday);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZToday.parse(res.body.data);
  };
  const named = (day: TTodayDay, name: string) =>
    day.occurrences.filter((occurrence) => occurrence.name === name);
  let teacher: Awaited<ReturnType<typeof signedInOtherTeacher>> | undefined;
  const secondTeacher = async () => {
    teacher ??= await signedInOtherTeacher(academy.testApp.app, prisma());
    return teacher;
  };

  it('when a guest or a member asks, then only staff may', async () => {
    await expectStaffOnly(academy, [(caller) => callOperation(caller, todayOperations.getToday)]);
  });

  it('when the admin and a teacher ask, then the admin sees every lesson and the teacher only theirs, in time order with names and notice', async () => {
    const early = await newMember('오늘이른회원', { dayOfWeek: WEDNESDAY, hour: 6 });
    const noticed = await newMember('오늘결석연락', { dayOfWeek: WEDNESDAY, hour: 7 });
    const own = await secondTeacher();
    const theirs = await newMember('다른강사회원', { dayOfWeek: WEDNESDAY, hour: 8 });
    await prisma().weeklySlot.updateMany({
      where: { memberId: theirs.id },
      data: { teacherId: own.id },
    });
    await prisma().attendance.create({
      data: {
        memberId: noticed.id,
        lessonDate: fromIsoDate(TODAY),
        status: 'absent_with_notice',
        note: '감기',
        markedAt: NOW,
      },
    });

    const asAdmin = await readToday(academy.staff);
    expect([asAdmin.today.date, asAdmin.tomorrow.date]).toEqual([TODAY, TOMORROW]);
    const mine = asAdmin.today.occurrences.filter((occurrence) =>
      [early.id, noticed.id, theirs.id].includes(occurrence.memberId ?? 0),
    );
    expect(
      mine.map((row) => [row.name, row.memberId, row.startTime, row.endTime, row.teacherName]),
    ).toEqual([
      ['오늘이른회원', early.id, '06:00', '07:00', expect.any(String)],
      ['오늘결석연락', noticed.id, '07:00', '08:00', expect.any(String)],
      ['다른강사회원', theirs.id, '08:00', '09:00', '이선생'],
    ]);
    expect(mine.map((row) => [row.kind, row.status, row.noticeGiven])).toEqual([
      ['weekly', 'unmarked', false],
      ['weekly', 'absent_with_notice', true],
      ['weekly', 'unmarked', false],
    ]);
    const starts = asAdmin.today.occurrences.map((row) => row.startTime);
    expect(starts).toEqual([...starts].sort());

    const asTeacher = await readToday(own.agent);
    expect(asTeacher.today.occurrences.map((row) => row.name)).toEqual(['다른강사회원']);
  });

  it('when a lesson is moved, a month paused, a make-up booked and a one-day class confirmed, then tomorrow shows each as it is held', async () => {
    const moved = await newMember('옮긴회원', { dayOfWeek: WEDNESDAY, hour: 10 });
    const slot = await prisma().weeklySlot.findFirstOrThrow({ where: { memberId: moved.id } });
    await prisma().lessonMove.create({
      data: {
        memberId: moved.id,
        lessonScheduleId: slot.id,
        originalDate: fromIsoDate(TODAY),
        newDate: fromIsoDate(TOMORROW),
        newStartMinute: 19 * 60,
        newEndMinute: 20 * 60,
      },
    });
    const paused = await newMember('쉬는회원', { dayOfWeek: THURSDAY, hour: 10 });
    await prisma().pause.create({
      data: {
        memberId: paused.id,
        fromMonth: '2027-01',
        untilMonth: '2027-01',
        state: 'approved',
        keepSlot: true,
        months: { create: { memberId: paused.id, month: '2027-01' } },
      },
    });
    const makeup = await newMember('보강회원');
    await addMakeupLesson(prisma(), {
      memberId: makeup.id,
      date: TOMORROW,
      startMinute: 11 * 60,
      expiresOn: '2027-02-28',
    });
    const admin = await prisma().staff.findFirstOrThrow({ where: { role: 'admin' } });
    await prisma().personalSchedule.create({
      data: {
        teacherId: admin.id,
        title: '원데이 클래스',
        scheduleDate: fromIsoDate(TOMORROW),
        startMinute: 12 * 60,
        endMinute: 13 * 60,
        scheduleType: 'oneday_class',
        studentName: '원데이손님',
      },
    });

    const { today, tomorrow } = await readToday(academy.staff);
    expect(named(today, '옮긴회원')).toEqual([]);
    expect(named(tomorrow, '옮긴회원').map((row) => [row.kind, row.startTime])).toEqual([
      ['moved', '19:00'],
    ]);
    expect(named(tomorrow, '쉬는회원')).toEqual([]);
    expect(named(tomorrow, '보강회원').map((row) => [row.kind, row.memberId])).toEqual([
      ['makeup', makeup.id],
    ]);
    expect(named(tomorrow, '원데이손님')).toEqual([
      expect.objectContaining({ kind: 'oneday', memberId: null, status: null, startTime: '12:00' }),
    ]);
    // The class is the admin's to teach: another teacher's Today leaves it out.
    const own = await secondTeacher();
    expect(named((await readToday(own.agent)).tomorrow, '원데이손님')).toEqual([]);
  });

  it('when requests wait, then each kind is counted and its oldest are named with their day', async () => {
    const before = (await readToday(academy.staff)).pending;
    const member = await newMember('기다리는회원', { dayOfWeek: WEDNESDAY, hour: 21 });
    const slot = await prisma().weeklySlot.findFirstOrThrow({ where: { memberId: member.id } });
    const application = await addLessonApplication(prisma(), {
      name: '레슨지원자',
      phoneNumber: '01077770001',
      email: 'applicant@example.com',
    });
    await prisma().lessonApplication.update({
      where: { id: application.id },
      data: { createdAt: LONG_AGO },
    });
    await prisma().onedayApplication.create({
      data: {
        name: '원데이지원자',
        birthDate: new Date('1999-05-05T00:00:00Z'),
        phoneNumber: '01077770002',
        preferredTime: '오후',
        createdAt: LONG_AGO,
      },
    });
    await prisma().scheduleChange.create({
      data: {
        memberId: member.id,
        lessonScheduleId: slot.id,
        changeStartDate: fromIsoDate('2027-01-20'),
        changeEndDate: fromIsoDate('2027-01-20'),
        originalDate: fromIsoDate('2027-01-20'),
        requestedDate: fromIsoDate('2027-01-21'),
        requestedStartMinute: 20 * 60,
        requestedEndMinute: 21 * 60,
        reason: '출장',
        createdAt: LONG_AGO,
      },
    });
    await prisma().pause.create({
      data: {
        memberId: member.id,
        fromMonth: '2027-03',
        untilMonth: '2027-03',
        createdAt: LONG_AGO,
      },
    });
    const request = await addMakeupLesson(prisma(), {
      memberId: member.id,
      date: '2027-01-22',
      startMinute: 9 * 60,
      expiresOn: '2027-02-28',
      status: 'requested',
    });
    await prisma().makeupLesson.update({
      where: { id: request.id },
      data: { createdAt: LONG_AGO },
    });
    await prisma().inquiry.create({
      data: {
        nickname: '문의손님',
        passwordHash: 'x',
        subject: '주차',
        category: 'other',
        message: '주차 되나요?',
        createdAt: LONG_AGO,
      },
    });

    const { pending } = await readToday(academy.staff);
    const firstOf = (group: TToday['pending'][keyof TToday['pending']]) => group.first[0];
    expect(firstOf(pending.lessonApplications)).toMatchObject({
      name: '레슨지원자',
      date: '2020-01-01',
    });
    expect(firstOf(pending.onedayApplications)).toMatchObject({ name: '원데이지원자' });
    expect(firstOf(pending.scheduleChanges)).toMatchObject({
      name: '기다리는회원',
      date: '2027-01-20',
    });
    expect(firstOf(pending.pauses)).toMatchObject({ name: '기다리는회원', date: '2027-03-01' });
    expect(firstOf(pending.makeupRequests)).toMatchObject({
      name: '기다리는회원',
      date: '2027-01-22',
    });
    expect(firstOf(pending.inquiries)).toMatchObject({ name: '문의손님', date: '2020-01-01' });
    for (const kind of Object.keys(pending) as (keyof TToday['pending'])[]) {
      expect(pending[kind].count, kind).toBe(before[kind].count + 1);
      expect(pending[kind].first.length, kind).toBeLessThanOrEqual(5);
    }
  });

  it("when dues of the month are paid, refunded and unpaid, then the figures are the tuition screen's", async () => {
    const paid = await newMember('낸회원');
    const unpaid = await newMember('안낸회원');
    const due = { month: '2027-01', price: 170_000, dueDate: fromIsoDate('2027-01-10') };
    await prisma().tuitionDue.createMany({
      data: [
        {
          ...due,
          memberId: paid.id,
          amount: 170_000,
          paidAt: fromIsoDate(TODAY),
          refundedAmount: 20_000,
        },
        { ...due, memberId: unpaid.id, amount: 150_000, price: 150_000 },
      ],
    });
    const { dues } = await readToday(academy.staff);
    const res = await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
      query: { month: '2027-01' },
    });
    const { totals } = ZTuitionList.parse(res.body.data);
    expect(dues).toEqual({
      month: '2027-01',
      paidCount: totals.paidCount,
      collected: totals.collected,
      unpaidCount: totals.unpaidCount,
      outstanding: totals.outstanding,
    });
    expect(dues.collected).toBeGreaterThanOrEqual(150_000);
    expect(dues.outstanding).toBeGreaterThanOrEqual(150_000);
  });

  it("when tomorrow is closed, then tomorrow's lessons are not given and it is the next closure", async () => {
    await newMember('휴원일회원', { dayOfWeek: THURSDAY, hour: 13 });
    const before = await readToday(academy.staff);
    expect(named(before.tomorrow, '휴원일회원')).toHaveLength(1);
    await prisma().closure.create({
      data: { date: fromIsoDate('2027-02-20'), reason: '먼 휴원', reasonEn: 'Later closure' },
    });
    expect((await readToday(academy.staff)).nextClosure).toEqual({
      date: '2027-02-20',
      reason: '먼 휴원',
      reasonEn: 'Later closure',
    });
    await prisma().closure.create({
      data: { date: fromIsoDate(TOMORROW), reason: '학원 행사', reasonEn: 'Academy event' },
    });

    const after = await readToday(academy.staff);
    expect(named(after.tomorrow, '휴원일회원')).toEqual([]);
    expect(after.nextClosure).toEqual({
      date: TOMORROW,
      reason: '학원 행사',
      reasonEn: 'Academy event',
    });
  });
});
