import { describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  ACTING_FOR_HEADER,
  attendanceOperations,
  calendarFeedOperations,
  PAUSE_MESSAGES,
  ZAttendanceList,
  ZCalendarFeedCreated,
  pauseOperations,
  scheduleOperations,
  seoulInstant,
  VALIDATION_MESSAGES,
  ZMyPauses,
  ZPause,
  ZPauseList,
  ZScheduleChangeRequest,
  ZTeacherBusyTimes,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectFailure } from '../../test/envelopes.js';
import { expectOnlyTheOwner, expectStaffOnly } from '../../test/refusals.js';
import { addChildOf, addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { createTestApp } from '../../test/test-app.js';
import { runJobAt } from '../../test/run-job.js';
import { monthlyTuitionJob } from '../tuition/monthly-tuition-job.js';
import { lessonRemindersJob } from '../reminders/lesson-reminders-job.js';
import { parseFeed } from '../../test/factories/parse-ical-feed.js';
import { createRequestScheduleChange } from '../schedule-changes/request-schedule-change.js';
import { createScheduleChangeRepository } from '../schedule-changes/schedule-change-repository.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createClosuresRepository } from '../schedule/closures-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { createUnitOfWork } from '../unit-of-work/unit-of-work.js';

// The app's clock: 10 January 2027 in Seoul, so a pause may start from February 2027.
const NOW = seoulInstant('2027-01-10', 12);
// Tuesdays at 07:00, an hour no other lesson of the teacher takes: 2 February and 2 March 2027
// are Tuesdays.
const TUESDAY_MORNING = { dayOfWeek: 2, startMinute: 7 * 60 };
const OTHER_DAYS = [1, 3, 4, 5, 6, 7];

/** The `n`th member's slot: early on a day other than Tuesday, so that no two overlap. */
const slotOf = (n: number) => ({
  dayOfWeek: OTHER_DAYS[n % OTHER_DAYS.length] ?? 1,
  startMinute: (6 + Math.floor(n / OTHER_DAYS.length)) * 60,
});

describe('pauses (POST /api/pauses, PUT /api/pauses/{id}/approve|reject)', () => {
  // The app's clock; a test that moves it puts it back.
  let now = NOW;
  const academy = useDemoAcademy(
    { staff: MEMBERS_AND_STAFF.staff, member: MEMBERS_AND_STAFF.student },
    () => createTestApp({ seed: true, now: () => now }),
  );
  const prisma = () => academy.testApp.database.prisma;
  let added = 0;
  const newMember = (slot: { dayOfWeek: number; startMinute: number } | null = slotOf(added)) => {
    added += 1;
    return addSignedInMember(academy.testApp, {
      name: `휴원회원${added}`,
      phone: numberedPhone('0105555', added),
      ...(slot ? { slot } : {}),
    });
  };
  const ask = (agent: Agent, body: object) =>
    callOperation(agent, pauseOperations.requestPause).send(body);
  const askOk = async (agent: Agent, body: object) => {
    const res = await ask(agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return ZPause.parse(res.body.data);
  };
  const approve = (id: number, keepSlot: boolean) =>
    callOperation(academy.staff, pauseOperations.approvePause, { params: { id } }).send({
      keepSlot,
    });

  it('when a guest asks, then 401; when staff ask as a member, then 403', async () => {
    const body = { fromMonth: '2027-02', untilMonth: '2027-02' };
    expect((await ask(request(academy.testApp.app) as unknown as Agent, body)).status).toBe(401);
    expect((await ask(academy.staff, body)).status).toBe(403);
  });

  it('when a member lists, approves or refuses pauses, then only staff may', async () => {
    await expectStaffOnly(academy, [
      (caller) => callOperation(caller, pauseOperations.listPauses),
      (caller) =>
        callOperation(caller, pauseOperations.approvePause, { params: { id: 1 } }).send({
          keepSlot: true,
        }),
      (caller) =>
        callOperation(caller, pauseOperations.rejectPause, { params: { id: 1 } }).send({
          reason: '안 됩니다',
        }),
    ]);
  });

  it.each([
    [{ fromMonth: '2027-2', untilMonth: '2027-02' }, VALIDATION_MESSAGES.pauseMonthFormat.ko],
    [{ fromMonth: '2027-02', untilMonth: '2027-13' }, VALIDATION_MESSAGES.pauseMonthFormat.ko],
    [{ fromMonth: '2027-04', untilMonth: '2027-02' }, VALIDATION_MESSAGES.dateRangeOrder.ko],
    [{ fromMonth: '2027-02', untilMonth: '2027-05' }, VALIDATION_MESSAGES.pauseMonthsTooMany.ko],
    [{ fromMonth: '2027-01', untilMonth: '2027-01' }, VALIDATION_MESSAGES.pauseMonthNotAhead.ko],
    [{ fromMonth: '2027-08', untilMonth: '2027-08' }, VALIDATION_MESSAGES.pauseMonthNotAhead.ko],
    [
      { fromMonth: '2027-02', untilMonth: '2027-02', reason: 'x'.repeat(1001) },
      VALIDATION_MESSAGES.tooLong.ko,
    ],
  ])('when the member asks %j, then 400 saying why', async (body, message) => {
    const { agent } = await newMember();
    const res = await ask(agent, body);
    expect([res.status, res.body.code, res.body.success], JSON.stringify(res.body)).toEqual([
      400,
      'VALIDATION_FAILED',
      false,
    ]);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('when a member without a weekly slot asks, then 400 and nothing is stored', async () => {
    const { member, agent } = await newMember(null);
    const res = await ask(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    expectFailure(res, 400, 'VALIDATION_FAILED', PAUSE_MESSAGES.noWeeklySlot.ko);
    expect(await prisma().pause.count({ where: { memberId: member.id } })).toBe(0);
  });

  it('when a month is already asked for, then 409 PAUSE_OVERLAP; past three months a year, 409 PAUSE_LIMIT_REACHED', async () => {
    const { member, agent } = await newMember();
    const first = await askOk(agent, {
      fromMonth: '2027-02',
      untilMonth: '2027-03',
      reason: '여행',
    });
    expect(first).toMatchObject({ state: 'pending', months: ['2027-02', '2027-03'] });
    const notice = await prisma().staffNotification.findFirstOrThrow({
      where: { category: 'pause_request', relatedId: first.id },
    });
    expect(notice.message).toContain(member.name);

    const overlapping = await ask(agent, { fromMonth: '2027-03', untilMonth: '2027-04' });
    expectFailure(overlapping, 409, 'PAUSE_OVERLAP', PAUSE_MESSAGES.overlap.ko);
    await askOk(agent, { fromMonth: '2027-05', untilMonth: '2027-05' });
    const fourth = await ask(agent, { fromMonth: '2027-07', untilMonth: '2027-07' });
    expectFailure(fourth, 409, 'PAUSE_LIMIT_REACHED', PAUSE_MESSAGES.limitReached.ko);
  });

  it('when the member withdraws a pending pause, then its months are free again and only the owner may', async () => {
    const { agent } = await newMember();
    const other = await newMember();
    const pause = await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    await expectOnlyTheOwner(
      academy.testApp,
      pauseOperations.withdrawPause,
      { otherMember: other.agent, staff: academy.staff, member: agent },
      { own: pause.id, malformed: 'abc' },
    );
    const withdraw = () =>
      callOperation(agent, pauseOperations.withdrawPause, { params: { id: pause.id } });
    const res = await withdraw();
    expect([res.status, res.body.data.state]).toEqual([200, 'cancelled']);
    expectFailure(await withdraw(), 409, 'REQUEST_ALREADY_DECIDED', PAUSE_MESSAGES.notPending.ko);
    await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
  });

  it('when staff refuse with a reason, then the member is told in the app and the months are free; a blank reason is 400', async () => {
    const { member, agent } = await newMember();
    const pause = await askOk(agent, { fromMonth: '2027-03', untilMonth: '2027-03' });
    const reject = (reason: string) =>
      callOperation(academy.staff, pauseOperations.rejectPause, { params: { id: pause.id } }).send({
        reason,
      });
    expect((await reject('  ')).status).toBe(400);
    const res = await reject('그 달은 시험 기간입니다');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZPause.parse(res.body.data)).toMatchObject({
      state: 'rejected',
      staffReason: '그 달은 시험 기간입니다',
    });
    const told = await prisma().memberNotification.findFirstOrThrow({
      where: { memberId: member.id, category: 'pause_rejected' },
    });
    expect(told.message).toContain('그 달은 시험 기간입니다');
    expect((await approve(pause.id, true)).body.code).toBe('REQUEST_ALREADY_DECIDED');
    await askOk(agent, { fromMonth: '2027-03', untilMonth: '2027-03' });
  });

  it('when staff approve releasing the slot, then the slot ends on the first paused day; keeping it leaves it running', async () => {
    const released = await newMember();
    const kept = await newMember();
    const one = await askOk(released.agent, { fromMonth: '2027-04', untilMonth: '2027-05' });
    const two = await askOk(kept.agent, { fromMonth: '2027-04', untilMonth: '2027-04' });
    const res = await approve(one.id, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZPause.parse(res.body.data)).toMatchObject({ state: 'approved', keepSlot: false });
    expect((await approve(two.id, true)).status).toBe(200);
    const slotOf = (memberId: number) =>
      prisma().weeklySlot.findFirstOrThrow({ where: { memberId } });
    expect((await slotOf(released.member.id)).effectiveUntil?.toISOString().slice(0, 10)).toBe(
      '2027-04-01',
    );
    expect((await slotOf(kept.member.id)).effectiveUntil).toBeNull();
    expect(
      await prisma().memberNotification.count({
        where: { memberId: released.member.id, category: 'pause_approved' },
      }),
    ).toBe(1);
    expect(
      await prisma().auditLog.count({ where: { entityType: 'pause', entityId: String(one.id) } }),
    ).toBe(1);
  });

  it('when the member lists their pauses, then they see theirs and the months they may choose; staff list by state', async () => {
    const { agent } = await newMember();
    const pause = await askOk(agent, { fromMonth: '2027-06', untilMonth: '2027-06' });
    const mine = ZMyPauses.parse(
      (await callOperation(agent, pauseOperations.listMyPauses)).body.data,
    );
    expect(mine.pauses.map((one) => one.id)).toEqual([pause.id]);
    expect(mine.startMonths).toEqual([
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
    ]);
    expect(mine.hasWeeklySlot).toBe(true);
    const list = await callOperation(academy.staff, pauseOperations.listPauses, {
      query: { status: 'pending' },
    });
    const pending = ZPauseList.parse(list.body.data);
    expect(pending.pauses.every((one) => one.state === 'pending')).toBe(true);
    expect(pending.pauses.some((one) => one.id === pause.id)).toBe(true);
  });

  it('when February is paused, then the tuition job issues that member no February due but one in March', async () => {
    const { member, agent } = await newMember();
    const pause = await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    expect((await approve(pause.id, true)).status).toBe(200);
    await runJobAt(monthlyTuitionJob, academy.testApp, seoulInstant('2027-02-01', 0.1));
    const dues = (month: string) =>
      prisma().tuitionDue.count({ where: { memberId: member.id, month } });
    expect(await dues('2027-02')).toBe(0);
    // Others are billed as always.
    expect(await prisma().tuitionDue.count({ where: { month: '2027-02' } })).toBeGreaterThan(0);
    await runJobAt(monthlyTuitionJob, academy.testApp, seoulInstant('2027-03-01', 0.1));
    expect(await dues('2027-03')).toBe(1);
  });

  it('when February is paused, then its lesson is not reminded, and March’s is', async () => {
    const { member, agent } = await newMember(TUESDAY_MORNING);
    const pause = await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    expect((await approve(pause.id, true)).status).toBe(200);
    const reminders = () => prisma().lessonReminder.count({ where: { memberId: member.id } });
    await runJobAt(lessonRemindersJob, academy.testApp, seoulInstant('2027-02-01', 8));
    expect(await reminders()).toBe(0);
    await runJobAt(lessonRemindersJob, academy.testApp, seoulInstant('2027-03-01', 8));
    expect(await reminders()).toBe(1);
  });

  it('when February is paused, then attendance lists no February lesson and the calendar feed none either, but March’s', async () => {
    const { agent } = await newMember({ ...TUESDAY_MORNING, startMinute: 8 * 60 });
    const pause = await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    expect((await approve(pause.id, true)).status).toBe(200);

    const attendance = await callOperation(agent, attendanceOperations.listAttendance, {
      query: { from: '2027-01-25', to: '2027-03-07' },
    });
    expect(attendance.status, JSON.stringify(attendance.body)).toBe(200);
    const dates = ZAttendanceList.parse(attendance.body.data).occurrences.map((one) => one.date);
    expect(dates).toEqual(['2027-01-26', '2027-03-02']);

    const enabled = await callOperation(agent, calendarFeedOperations.enableCalendarFeed);
    const { url } = ZCalendarFeedCreated.parse(enabled.body.data);
    const feed = await request(academy.testApp.app).get(new URL(url).pathname);
    const starts = parseFeed(feed.text).events.map((event) => event.start.slice(0, 10));
    expect(starts).toContain('2027-03-02');
    expect(starts).toContain('2027-01-26');
    expect(starts.filter((day) => day.startsWith('2027-02'))).toEqual([]);
  });

  it('when February is paused keeping the slot, then staff read the month on the slot of the teacher’s calendar, and members do not', async () => {
    const { agent, member } = await newMember({ ...TUESDAY_MORNING, startMinute: 10 * 60 });
    const pause = await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    expect((await approve(pause.id, true)).status).toBe(200);
    const slotOf = async (caller: Agent) => {
      const res = await callOperation(caller, scheduleOperations.listAllTeacherBusyTimes, {
        query: { teacherId: member.teacherId, startDate: '2027-01-25', endDate: '2027-03-07' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const tuesday = ZTeacherBusyTimes.parse(res.body.data).regularSchedules.find(
        (day) => day.dayOfWeek === 'Tuesday',
      );
      return tuesday?.busyTimes.find((slot) => slot.startTime === '10:00');
    };
    expect(await slotOf(academy.staff)).toMatchObject({
      studentName: member.name,
      pausedMonths: ['2027-02'],
    });
    const seenByMember = await slotOf(agent);
    expect(seenByMember).toBeDefined();
    expect(seenByMember).not.toHaveProperty('pausedMonths');
  });

  it('when the first paused month has begun, then staff can no longer approve it, but can refuse it', async () => {
    const { agent } = await newMember();
    const pause = await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    now = seoulInstant('2027-02-01', 0);
    try {
      const late = await approve(pause.id, true);
      expectFailure(late, 409, 'STATUS_TRANSITION_REFUSED', PAUSE_MESSAGES.monthStarted.ko);
      expect((await prisma().pause.findUniqueOrThrow({ where: { id: pause.id } })).state).toBe(
        'pending',
      );
    } finally {
      now = NOW;
    }
  });

  it('when a guardian asks for their child, then the pause is the child’s; for themselves, without a slot, it is refused', async () => {
    const guardian = await newMember(null);
    added += 1;
    const child = await addChildOf(prisma(), guardian.member, 'mother', {
      name: '휴원아이',
      phone: numberedPhone('0105555', added),
      slot: slotOf(added),
    });
    const body = { fromMonth: '2027-03', untilMonth: '2027-03' };
    const forChild = await ask(guardian.agent, body).set({
      [ACTING_FOR_HEADER]: String(child.id),
    });
    expect(forChild.status, JSON.stringify(forChild.body)).toBe(201);
    expect(ZPause.parse(forChild.body.data).member.id).toBe(child.id);
    const own = await ask(guardian.agent, body);
    expectFailure(own, 400, 'VALIDATION_FAILED', PAUSE_MESSAGES.noWeeklySlot.ko);
  });

  it('when February is paused, then none of its lessons may be moved, nor another lesson into it', async () => {
    const { member, agent } = await newMember({ dayOfWeek: 2, startMinute: 9 * 60 });
    const pause = await askOk(agent, { fromMonth: '2027-02', untilMonth: '2027-02' });
    expect((await approve(pause.id, true)).status).toBe(200);
    const { prisma: db } = academy.testApp.database;
    // Monday 25 January 2027: the next four weeks reach into February.
    const requestScheduleChange = createRequestScheduleChange({
      prisma: db,
      units: createUnitOfWork({ prisma: db, outbox: academy.testApp.outbox }),
      scheduleChanges: createScheduleChangeRepository(db),
      getTeacherBusyTimes: createGetTeacherBusyTimes(
        createBusyTimesRepository(db),
        createClosuresRepository(db),
      ),
      now: () => seoulInstant('2027-01-25', 12),
    });
    const move = (lessonDate: string, requestedDate: string) =>
      requestScheduleChange(
        member.id,
        ZScheduleChangeRequest.parse({
          changeStartDate: lessonDate,
          changeEndDate: lessonDate,
          requestMessage: '이동',
          requestedDate,
          requestedStartTime: '14:00',
          requestedEndTime: '15:00',
        }),
      );
    const refused = { code: 'VALIDATION_FAILED', text: VALIDATION_MESSAGES.pausedMonthLesson };
    await expect(move('2027-02-02', '2027-02-04')).rejects.toMatchObject(refused);
    await expect(move('2027-01-26', '2027-02-03')).rejects.toMatchObject(refused);
    // Within January the rule says nothing.
    const kept = await move('2027-01-26', '2027-01-28').catch((error: unknown) => error);
    expect(kept).not.toMatchObject(refused);
  });
});
