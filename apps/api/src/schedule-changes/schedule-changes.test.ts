import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  scheduleChangeTargetDates,
  scheduleChangeWindowEnd,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  ZScheduleChangeItem,
  ZScheduleChangeList,
  scheduleChangeOperations,
  scheduleOperations,
  sentenceDate,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { demoStudentLessonDates } from '../../test/factories/schedule-changes.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';
import { nextDayRequest } from '../../test/change-requests.js';

/** Identical requests break every pending rule at once; either answer is right. */
const REFUSED_AS_TAKEN = [
  'A change request for this lesson date is already waiting to be processed.',
  'A request is already in progress for the same time slot.',
];

describe('schedule change requests (/api/modification)', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  // The demo student has lessons on Tuesdays 19:00, the foreign member on Thursdays 18:00.
  const targets = demoStudentLessonDates();
  const target = targets[1] ?? '';
  const change = (overrides: Record<string, unknown> = {}) => ({
    ...nextDayRequest(target, '14:00'),
    ...overrides,
  });

  /** The request to move the lesson two days later, from `start` to `end`. */
  const twoDaysLater = (start: string, end: string) =>
    change({
      requestedDate: addDaysToIsoDate(target, 2),
      requestedStartTime: start,
      requestedEndTime: end,
    });

  /** The student's request is refused with `status`: in Korean by default, in English on request. */
  async function expectRefused(
    body: Record<string, unknown>,
    status: number,
    messages: { ko: string; en: string },
  ) {
    const ko = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send(body);
    expect([ko.status, ko.body.message]).toEqual([status, messages.ko]);
    const en = await callOperation(academy.student, scheduleChangeOperations.requestScheduleChange)
      .set('Accept-Language', 'en')
      .send(body);
    expect(en.body.message).toBe(messages.en);
  }

  /** The foreign member sends every body at once; exactly one is stored, the others get 409. */
  async function expectOnlyOneOfRacingRequests(bodies: Record<string, unknown>[]) {
    const responses = await Promise.all(
      bodies.map((body) =>
        callOperation(academy.foreign, scheduleChangeOperations.requestScheduleChange)
          .set('Accept-Language', 'en')
          .send(body),
      ),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses, JSON.stringify(responses.map((res) => res.body.message))).toEqual([
      201,
      ...Array.from({ length: bodies.length - 1 }, () => 409),
    ]);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(REFUSED_AS_TAKEN).toContain(res.body.message);
    }
  }

  it('when the hour overlaps another of the teacher’s lessons, then 400 in either language', async () => {
    await expectRefused(twoDaysLater('18:00', '19:00'), 400, {
      ko: '해당 시간은 이미 다른 수업이 예정되어 있습니다.',
      en: 'Another lesson is already scheduled at that time.',
    });
  });

  it('when a valid change is requested, then 201 pending and every staff account is notified', async () => {
    const res = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send(change());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('일정 변경 요청이 접수되었습니다.');
    const item = ZScheduleChangeItem.parse(res.body.data);
    expect(item).toMatchObject({
      status: 'pending',
      changeStartDate: target,
      requestedDate: addDaysToIsoDate(target, 1),
      requestedStartTime: '14:00',
      requestedEndTime: '15:00',
      requestedWeekDay: 'Wednesday',
      user: { name: '김민준' },
    });
    const stored = await academy.testApp.database.prisma.scheduleChange.findUniqueOrThrow({
      where: { id: item.id },
    });
    expect(stored.originalDate).toEqual(fromIsoDate(target));
    const notice = await academy.testApp.database.prisma.staffNotification.findFirstOrThrow({
      where: { category: 'modification_request', relatedId: item.id },
    });
    expect(notice.message).toContain(`김민준: ${sentenceDate(target, 'ko')} → `);
  });

  it('when a pending request already moves the same lesson date, then 409 in either language', async () => {
    await expectRefused(twoDaysLater('16:00', '17:00'), 409, {
      ko: '이 수업 날짜에 대한 변경 요청이 이미 처리 대기 중입니다.',
      en: 'A change request for this lesson date is already waiting to be processed.',
    });
  });

  it('when a pending request has the same date or the same start, then 409 duplicate', async () => {
    // Another lesson date, so only the new date or the new start is shared.
    const earlier = targets[0] ?? '';
    const fromEarlier = (overrides: Record<string, unknown>) =>
      change({ changeStartDate: earlier, changeEndDate: earlier, ...overrides });
    const sameDate = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send(fromEarlier({ requestedStartTime: '16:00', requestedEndTime: '17:00' }));
    expect([sameDate.status, sameDate.body.message]).toEqual([
      409,
      '같은 시간대에 이미 진행 중인 요청이 있습니다.',
    ]);
    const sameStart = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    )
      .set('Accept-Language', 'en')
      .send(fromEarlier({ requestedDate: addDaysToIsoDate(target, 3) }));
    expect([sameStart.status, sameStart.body.message]).toEqual([
      409,
      'A request is already in progress for the same time slot.',
    ]);
  });

  it('when the new hour is the member’s own lesson being moved, then it is not busy', async () => {
    const last = targets[3] ?? '';
    const res = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send(
      change({
        changeStartDate: last,
        changeEndDate: last,
        requestedDate: last,
        requestedStartTime: '19:00',
        requestedEndTime: '20:00',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('when a rule of the form is broken, then 400 with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ requestMessage: ' ' }, '변경 사유를 입력해주세요.'],
      [
        { requestedStartTime: '21:00', requestedEndTime: '22:00' },
        '변경 가능한 시간은 11:00부터 20:00까지입니다.',
      ],
      [
        { requestedDate: addDaysToIsoDate(target, -1) },
        '새 수업 날짜는 기존 수업 날짜보다 이전일 수 없습니다.',
      ],
      [
        {
          changeStartDate: addDaysToIsoDate(target, 1),
          changeEndDate: addDaysToIsoDate(target, 1),
          requestedDate: addDaysToIsoDate(target, 5),
        },
        '변경할 수 있는 수업 날짜가 아닙니다. 앞으로 4주 안의 본인 수업 날짜를 선택해주세요.',
      ],
      [
        {
          changeStartDate: addDaysToIsoDate(target, 35),
          changeEndDate: addDaysToIsoDate(target, 35),
          requestedDate: addDaysToIsoDate(target, 36),
        },
        '변경할 수 있는 수업 날짜가 아닙니다. 앞으로 4주 안의 본인 수업 날짜를 선택해주세요.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await callOperation(
        academy.student,
        scheduleChangeOperations.requestScheduleChange,
      ).send(change(overrides));
      expect([res.status, res.body.message], JSON.stringify(overrides)).toEqual([400, message]);
    }
  });

  it('when the target date already has a single-date override, then it cannot be chosen', async () => {
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
      include: { lessonSchedules: true },
    });
    const other = targets[2] ?? '';
    await prisma.lessonMove.create({
      data: {
        memberId: member.id,
        lessonScheduleId: member.lessonSchedules[0]?.id ?? 0,
        originalDate: fromIsoDate(other),
        newDate: fromIsoDate(addDaysToIsoDate(other, 1)),
        newStartMinute: 12 * 60,
        newEndMinute: 13 * 60,
      },
    });
    const res = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send(
      change({
        changeStartDate: other,
        changeEndDate: other,
        requestedDate: addDaysToIsoDate(other, 2),
        requestedStartTime: '12:00',
        requestedEndTime: '13:00',
      }),
    );
    expect(res.status).toBe(400);
    const overrides = await callOperation(academy.student, scheduleOperations.listOwnOverrides);
    expect(overrides.body.data).toEqual({ overrides: [{ scope: 'single', startDate: other }] });
    expect(
      (await callOperation(academy.foreign, scheduleOperations.listOwnOverrides)).body.data,
    ).toEqual({
      overrides: [],
    });
    await callOperation(request(academy.testApp.app), scheduleOperations.listOwnOverrides).expect(
      401,
    );
    await callOperation(academy.staff, scheduleOperations.listOwnOverrides).expect(403);
  });

  it('when listing, then members see only theirs, staff see all, paginated (20 a page without a limit, as asked with one)', async () => {
    const mine = ZScheduleChangeList.parse(
      (await callOperation(academy.student, scheduleChangeOperations.listScheduleChanges)).body
        .data,
    );
    expect(mine.modifications).toHaveLength(2);
    expect(mine.modifications[0]?.requestedStartTime).toBe('19:00');
    expect(mine.pagination).toEqual({ total: 2, totalPages: 1, page: 1, limit: 20 });
    const asked = ZScheduleChangeList.parse(
      (
        await callOperation(academy.student, scheduleChangeOperations.listScheduleChanges, {
          query: { page: 1, limit: 10 },
        })
      ).body.data,
    );
    expect(asked.pagination).toEqual({ total: 2, totalPages: 1, page: 1, limit: 10 });
    const theirs = ZScheduleChangeList.parse(
      (await callOperation(academy.foreign, scheduleChangeOperations.listScheduleChanges)).body
        .data,
    );
    expect(theirs.modifications).toEqual([]);
    const all = await callOperation(academy.staff, scheduleChangeOperations.listScheduleChanges, {
      query: { limit: 1, status: 'pending' },
    });
    expect(ZScheduleChangeList.parse(all.body.data).pagination).toMatchObject({
      total: 2,
      totalPages: 2,
    });
    await callOperation(
      request(academy.testApp.app),
      scheduleChangeOperations.listScheduleChanges,
    ).expect(401);
    await callOperation(
      request(academy.testApp.app),
      scheduleChangeOperations.requestScheduleChange,
    )
      .send(change())
      .expect(401);
    await callOperation(academy.staff, scheduleChangeOperations.requestScheduleChange)
      .send(change())
      .expect(403);
    await callOperation(academy.student, scheduleChangeOperations.listScheduleChanges, {
      query: { status: 'bogus' },
    }).expect(400);
  });

  it('when 10 identical requests race, then exactly one is stored and 9 get 409', async () => {
    const thursday = scheduleChangeTargetDates({
      lessonDayOfWeek: 'Thursday',
      today: toAcademyIsoDate(new Date()),
    })[2];
    if (!thursday) throw new Error('no Thursday lesson in the window');
    const body = change({
      changeStartDate: thursday,
      changeEndDate: thursday,
      requestedDate: addDaysToIsoDate(thursday, 1),
      requestedStartTime: '12:00',
      requestedEndTime: '13:00',
    });
    await expectOnlyOneOfRacingRequests(Array.from({ length: 10 }, () => body));
    const member = await academy.testApp.database.prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.foreign.loginId },
    });
    expect(
      await academy.testApp.database.prisma.scheduleChange.count({
        where: { memberId: member.id, status: 'pending', requestedStartMinute: 12 * 60 },
      }),
    ).toBe(1);
  });

  it('when 20 requests to move the same lesson date race, then exactly one is stored', async () => {
    const today = toAcademyIsoDate(new Date());
    const thursday = scheduleChangeTargetDates({ lessonDayOfWeek: 'Thursday', today })[0];
    if (!thursday) throw new Error('no Thursday lesson in the window');
    // New dates and hours spread so that most pairs share neither the new date nor the new
    // start: only the one-pending-request-per-lesson-date rule keeps all but one out. Mondays,
    // Wednesdays and Fridays carry no lesson of the teacher; 12:00-15:00 may be taken by the
    // demo's personal schedule and by the override an earlier test stored.
    const days = Array.from({ length: 27 }, (_, index) => addDaysToIsoDate(thursday, index + 1))
      .filter((day) => day <= scheduleChangeWindowEnd(today))
      .filter((day) => ['Monday', 'Wednesday', 'Friday'].includes(weekdayOfIsoDate(day)));
    expect(days.length).toBeGreaterThan(1);
    const bodies = Array.from({ length: 20 }, (_, index) => {
      // 11:00, then 15:00 to 20:00.
      const hour = index % 7 === 0 ? 11 : 14 + (index % 7);
      return change({
        changeStartDate: thursday,
        changeEndDate: thursday,
        requestedDate: days[index % days.length],
        requestedStartTime: `${String(hour)}:00`,
        requestedEndTime: `${String(hour + 1)}:00`,
      });
    });
    await expectOnlyOneOfRacingRequests(bodies);
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.foreign.loginId },
    });
    const stored = await prisma.scheduleChange.findMany({
      where: { memberId: member.id, status: 'pending', originalDate: fromIsoDate(thursday) },
    });
    expect(stored).toHaveLength(1);
    await prisma.scheduleChange.updateMany({
      where: { id: { in: stored.map((row) => row.id) } },
      data: { status: 'cancelled' },
    });
  });
});
