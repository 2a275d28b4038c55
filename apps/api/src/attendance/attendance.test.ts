import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  ATTENDANCE_LIMITS,
  ATTENDANCE_MESSAGES,
  makeupCancelledTexts,
  OWN_HOUR_MESSAGES,
  sentenceDate,
  sentenceDateTime,
  weekdayOfIsoDate,
  ZAttendanceChange,
  ZAttendanceList,
  attendanceOperations,
  closuresOperations,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { type Agent, MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

describe('attendance', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  let phone = 0;

  /** A member of the demo teacher with a weekly lesson on the weekday of day(`days`), early in the morning. */
  async function memberWithLessonOn(days: number, hour: number) {
    phone += 1;
    return addSignedInMember(academy.testApp, {
      name: `출석 ${phone}`,
      phone: numberedPhone('0105560', phone),
      slot: { dayOfWeek: isoWeekdayOfIsoDate(day(days)), startMinute: hour * 60 },
    });
  }

  const list = async (from: string, to: string, agent = academy.staff) => {
    const res = await callOperation(agent, attendanceOperations.listAttendance, {
      query: `from=${from}&to=${to}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZAttendanceList.parse(res.body.data).occurrences;
  };
  const giveNotice = (agent: Agent, body: object) =>
    callOperation(agent, attendanceOperations.giveAbsenceNotice).send(body);
  const mark = (body: object) =>
    callOperation(academy.staff, attendanceOperations.markAttendance).send(body);
  /** The answer is this refusal, and the member still has `rows` attendance rows. */
  const expectRefusedKeeping = async (
    res: Response,
    refusal: [status: number, code: string, message: string],
    member: { id: number },
    rows: number,
  ) => {
    expect([res.status, res.body.code, res.body.message]).toEqual(refusal);
    expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(rows);
  };
  const creditsOf = (memberId: number) =>
    prisma().makeupCredit.findMany({ where: { memberId }, orderBy: { id: 'asc' } });

  describe('GET /api/attendance', () => {
    it('when staff read a range, then every lesson of it is listed with its teacher, kind and state; a member reads only their own', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 5);
      const staffView = await list(day(-7), day(7));
      const own = staffView.filter((occurrence) => occurrence.memberId === member.id);
      expect(own.map((occurrence) => occurrence.date)).toEqual([day(-1), day(6)]);
      expect(own[0]).toMatchObject({
        memberName: member.name,
        teacherName: expect.any(String),
        startTime: '05:00',
        endTime: '06:00',
        kind: 'weekly',
        closedDay: false,
        status: 'unmarked',
        note: null,
      });
      expect(new Set(staffView.map((occurrence) => occurrence.memberId)).size).toBeGreaterThan(1);

      const memberView = await list(day(-7), day(7), agent);
      expect(memberView).toEqual(own);
      const student = await list(day(-7), day(7), academy.student);
      expect(student.every((occurrence) => occurrence.memberId !== member.id)).toBe(true);
      expect(new Set(student.map((occurrence) => occurrence.memberId)).size).toBe(1);
    });

    it('when the academy is closed on a lesson day, then the lesson reads cancelled by the academy and cannot be marked', async () => {
      const { member } = await memberWithLessonOn(-1, 6);
      const closed = day(13);
      const declared = await callOperation(academy.staff, closuresOperations.declareClosure).send({
        date: closed,
        reason: '휴원',
        reasonEn: 'Closed',
      });
      expect(declared.status).toBe(201);
      const [occurrence] = (await list(closed, closed)).filter(
        (item) => item.memberId === member.id,
      );
      expect(occurrence).toMatchObject({ closedDay: true, status: 'cancelled_by_academy' });
      const res = await mark({ memberId: member.id, date: closed, status: 'unmarked' });
      expect([res.status, res.body.message]).toEqual([400, ATTENDANCE_MESSAGES.closedDay.ko]);
    });

    it.each([
      ['reversed', `from=${day(5)}&to=${day(1)}`],
      ['longer than 62 days', `from=${day(0)}&to=${day(62)}`],
      ['missing', `from=${day(0)}`],
      ['not a date', `from=2030-02-30&to=2030-03-02`],
    ])('when the range is %s, then 400', async (_case, query) => {
      const res = await callOperation(academy.staff, attendanceOperations.listAttendance, {
        query: query,
      });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('when a guest reads, then 401', async () => {
      const res = await callOperation(
        request(academy.testApp.app),
        attendanceOperations.listAttendance,
        { query: `from=${day(0)}&to=${day(1)}` },
      );
      expect(res.status).toBe(401);
    });
  });

  describe('PUT /api/attendance', () => {
    it('when staff mark a past lesson twice, then one row, one audit row with before and after; unmarked removes it', async () => {
      const { member } = await memberWithLessonOn(-1, 7);
      const body = { memberId: member.id, date: day(-1), status: 'attended', note: '잘함' };
      const first = await mark(body);
      expect([first.status, first.body.message]).toEqual([200, ATTENDANCE_MESSAGES.marked.ko]);
      expect(ZAttendanceChange.parse(first.body.data).occurrence).toMatchObject({
        status: 'attended',
        note: '잘함',
      });
      expect((await mark(body)).status).toBe(200);
      const where = { memberId: member.id, lessonDate: fromIsoDate(day(-1)) };
      expect(await prisma().attendance.count({ where })).toBe(1);
      const audits = await prisma().auditLog.findMany({
        where: { action: 'attendance.mark', entityId: `${member.id}:${day(-1)}` },
      });
      expect(audits).toHaveLength(1);
      expect(audits[0]?.details).toMatchObject({
        before: { status: 'unmarked', note: null },
        after: { status: 'attended', note: '잘함' },
      });
      const [listed] = (await list(day(-1), day(-1))).filter((o) => o.memberId === member.id);
      expect(listed?.status).toBe('attended');

      expect((await mark({ ...body, status: 'unmarked' })).status).toBe(200);
      expect(await prisma().attendance.count({ where })).toBe(0);
    });

    it('when an outcome is set for a future lesson, then 400 and nothing is stored', async () => {
      const { member } = await memberWithLessonOn(-1, 8);
      const res = await mark({ memberId: member.id, date: day(6), status: 'attended' });
      expect([res.status, res.body.message]).toEqual([400, ATTENDANCE_MESSAGES.outcomeInFuture.ko]);
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
    });

    it('when the date is not a lesson of the member, then 400 in the caller language', async () => {
      const { member } = await memberWithLessonOn(-1, 9);
      const res = await callOperation(academy.staff, attendanceOperations.markAttendance)
        .set('Accept-Language', 'en')
        .send({ memberId: member.id, date: day(-2), status: 'attended' });
      expect([res.status, res.body.message]).toEqual([400, ATTENDANCE_MESSAGES.notALesson.en]);
      const unknown = await mark({ memberId: 999_999, date: day(-1), status: 'attended' });
      expect(unknown.status).toBe(404);
    });

    it('when staff cancel a lesson, then a credit is earned; unmarking voids it and cancelling again reopens it', async () => {
      const { member } = await memberWithLessonOn(-1, 10);
      const body = { memberId: member.id, date: day(6), status: 'cancelled_by_academy' };
      const res = await mark({ ...body, note: '강사 병가' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.credit).toEqual({ expiresOn: addDaysToIsoDate(day(6), 60) });
      const [credit] = await creditsOf(member.id);
      expect(credit).toMatchObject({ source: 'academy_cancellation', voidedAt: null });

      const unmarked = await mark({ ...body, status: 'unmarked' });
      expect(unmarked.body.data.creditVoided).toBe(true);
      expect((await creditsOf(member.id))[0]).toMatchObject({ voidReason: 'attendance changed' });

      const again = await mark(body);
      expect(again.body.data.credit).not.toBeNull();
      const credits = await creditsOf(member.id);
      expect(credits).toHaveLength(1);
      expect(credits[0]).toMatchObject({ voidedAt: null, voidReason: null });
    });

    it('when staff record a phoned notice and the credit is then spent, then changing the day leaves the credit alone and the audit says so', async () => {
      const { member } = await memberWithLessonOn(-1, 11);
      const body = { memberId: member.id, date: day(-1), status: 'absent_with_notice' };
      expect((await mark(body)).body.data.credit).not.toBeNull();
      const credit = await prisma().makeupCredit.findFirstOrThrow({
        where: { memberId: member.id },
      });
      expect(credit.source).toBe('absence_notice');
      const slot = await prisma().weeklySlot.findFirstOrThrow({
        where: { memberId: member.id },
      });
      const makeupDay = day(3);
      await prisma().makeupLesson.create({
        data: {
          creditId: credit.id,
          memberId: member.id,
          teacherId: slot.teacherId,
          lessonDate: fromIsoDate(makeupDay),
          startMinute: 4 * 60,
          endMinute: 5 * 60,
          status: 'booked',
        },
      });
      const [makeup] = (await list(makeupDay, makeupDay)).filter((o) => o.memberId === member.id);
      expect(makeup).toMatchObject({ kind: 'makeup', startTime: '04:00', status: 'unmarked' });

      const res = await mark({ ...body, status: 'attended' });
      expect(res.body.data.creditVoided).toBe(false);
      expect((await creditsOf(member.id))[0]?.voidedAt).toBeNull();
      const audit = await prisma().auditLog.findFirstOrThrow({
        where: { action: 'attendance.mark', entityId: `${member.id}:${day(-1)}` },
        orderBy: { id: 'desc' },
      });
      expect(audit.details).toMatchObject({ creditSpentLeftAlone: true });
    });

    it.each([
      ['an unknown state', { status: 'late' }],
      ['no member', { memberId: undefined }],
      ['a text member id', { memberId: '1' }],
      ['a date that does not exist', { date: '2030-02-30' }],
      ['a note too long', { note: '가'.repeat(201) }],
    ])('when the body has %s, then 400 and nothing changes', async (_case, change) => {
      const before = await prisma().attendance.count();
      const res = await mark({ memberId: 1, date: day(-1), status: 'attended', ...change });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await prisma().attendance.count()).toBe(before);
    });

    it('when staff restore a noticed lesson whose hour the member has booked for practice since, then 409 OWN_HOUR_TAKEN names the booking and the notice stays; once it is cancelled, the lesson is restored', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 2);
      const noticed = await giveNotice(agent, { date: day(6), reason: '여행' });
      expect(noticed.status, JSON.stringify(noticed.body)).toBe(201);
      const practice = await prisma().practiceBooking.create({
        data: {
          roomId: 1,
          memberId: member.id,
          startTime: new Date(`${day(6)}T02:30:00+09:00`),
          endTime: new Date(`${day(6)}T03:30:00+09:00`),
        },
      });

      for (const status of ['unmarked', 'attended'] as const) {
        const res = await mark({ memberId: member.id, date: day(6), status });
        expect([res.status, res.body.code, res.body.message]).toEqual([
          status === 'unmarked' ? 409 : 400,
          status === 'unmarked' ? 'OWN_HOUR_TAKEN' : 'VALIDATION_FAILED',
          status === 'unmarked'
            ? '회원이 이 수업 시간에 연습실 예약을 잡아 두어 수업을 되살릴 수 없습니다. 그 예약을 먼저 정리해주세요.'
            : ATTENDANCE_MESSAGES.outcomeInFuture.ko,
        ]);
      }
      const english = await mark({ memberId: member.id, date: day(6), status: 'unmarked' }).set(
        'Accept-Language',
        'en',
      );
      expect([english.status, english.body.message]).toEqual([
        409,
        "The member has a practice room booking in this lesson's hour, so the lesson cannot be restored. Please settle that booking first.",
      ]);
      expect(english.body.data).toMatchObject({
        date: day(6),
        startTime: '02:30',
        kind: 'practice',
      });
      const stored = await prisma().attendance.findMany({ where: { memberId: member.id } });
      expect(stored.map((row) => row.status)).toEqual(['absent_with_notice']);

      await prisma().practiceBooking.update({
        where: { id: practice.id },
        data: { status: 'cancelled' },
      });
      const restored = await mark({ memberId: member.id, date: day(6), status: 'unmarked' });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
    });

    it('when a member or a guest marks, then 403 or 401', async () => {
      const body = { memberId: 1, date: day(-1), status: 'attended' };
      expect(
        (await callOperation(academy.student, attendanceOperations.markAttendance).send(body))
          .status,
      ).toBe(403);
      expect(
        (
          await callOperation(
            request(academy.testApp.app),
            attendanceOperations.markAttendance,
          ).send(body)
        ).status,
      ).toBe(401);
    });
  });

  describe('POST /api/attendance/notice', () => {
    it('when a member gives notice for a lesson next week, then 201, absent with notice, and a credit with its expiry; a second notice is 409', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 12);
      const res = await giveNotice(agent, { date: day(6), reason: '가족 행사' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const expiresOn = addDaysToIsoDate(day(6), 60);
      expect(ZAttendanceChange.parse(res.body.data)).toMatchObject({
        occurrence: { status: 'absent_with_notice', note: '가족 행사' },
        credit: { expiresOn },
        creditRefusal: null,
      });
      expect(res.body.message).toContain(`(${sentenceDate(expiresOn, 'ko')}까지 사용 가능)`);
      const stored = await prisma().attendance.findFirstOrThrow({
        where: { memberId: member.id },
      });
      expect(stored).toMatchObject({ status: 'absent_with_notice', markedById: null });
      expect(await creditsOf(member.id)).toMatchObject([{ source: 'absence_notice' }]);
      const told = await prisma().staffNotification.findFirstOrThrow({
        where: { category: 'absence_notice', relatedId: member.id },
      });
      expect(told.message).toContain(`${sentenceDateTime(day(6), '12:00', 'ko')} 레슨에 못 온다고`);
      expect(told.messageEn).toContain('가족 행사');

      const again = await giveNotice(agent, { date: day(6), reason: '다시' });
      expect([again.status, again.body.code, again.body.message]).toEqual([
        409,
        'NOTICE_ALREADY_GIVEN',
        ATTENDANCE_MESSAGES.noticeAlreadyGiven.ko,
      ]);
      expect(await creditsOf(member.id)).toHaveLength(1);
    });

    it('when the member already holds the most open credits, then the absence is recorded, no credit is earned and the answer says so', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 13);
      const expiresOn = fromIsoDate(day(30));
      await prisma().makeupCredit.createMany({
        data: [1, 2].map((n) => ({
          memberId: member.id,
          source: 'staff_grant' as const,
          reason: `grant ${n}`,
          expiresOn,
        })),
      });
      const res = await callOperation(agent, attendanceOperations.giveAbsenceNotice)
        .set('Accept-Language', 'en')
        .send({ date: day(6), reason: 'Trip' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({ credit: null, creditRefusal: 'cap_reached' });
      expect(res.body.message).toContain('at most 2 open credits');
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(1);
      expect(await creditsOf(member.id)).toHaveLength(2);
    });

    it('when the lesson starts within 24 hours, then 409 NOTICE_TOO_LATE and nothing is stored', async () => {
      const { member, agent } = await memberWithLessonOn(0, 14);
      await expectRefusedKeeping(
        await giveNotice(agent, { date: day(0), reason: '감기' }),
        [409, 'NOTICE_TOO_LATE', ATTENDANCE_MESSAGES.noticeTooLate.ko],
        member,
        0,
      );
    });

    it('when the date is not a lesson, or the body is bad, then 400 and nothing is stored', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 15);
      const notALesson = await giveNotice(agent, { date: day(7), reason: '여행' });
      expect([notALesson.status, notALesson.body.message]).toEqual([
        400,
        ATTENDANCE_MESSAGES.notALesson.ko,
      ]);
      for (const body of [
        { date: day(6), reason: '  ' },
        { date: day(6) },
        { date: 'tomorrow', reason: '여행' },
        { date: day(6), reason: 'x'.repeat(201) },
      ]) {
        const res = await giveNotice(agent, body);
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
    });

    it('when the lesson is beyond the coming four weeks, even in year 9999, then 400 says so and nothing is stored; the last day of the four weeks is accepted', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 16);
      const lastDay = day(ATTENDANCE_LIMITS.NOTICE_DAYS_AHEAD);
      expect(weekdayOfIsoDate(lastDay)).toBe(weekdayOfIsoDate(day(-1)));
      for (const date of [addDaysToIsoDate(lastDay, 7), '2999-01-06', '9999-12-28']) {
        const res = await giveNotice(agent, {
          date,
          reason: '여행',
        });
        expect([res.status, res.body.code, res.body.message], date).toEqual([
          400,
          'VALIDATION_FAILED',
          ATTENDANCE_MESSAGES.noticeTooFarAhead.ko,
        ]);
      }
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
      expect(await creditsOf(member.id)).toEqual([]);

      const last = await giveNotice(agent, { date: lastDay, reason: '여행' });
      expect(last.status, JSON.stringify(last.body)).toBe(201);
      expect(await creditsOf(member.id)).toHaveLength(1);
    });

    it('when a member gives more notices in an hour than allowed, then 429 in their language and staff hear of no more; refused tries do not count, and another member is not held back', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 17);
      const staffTold = () =>
        prisma().staffNotification.count({
          where: { category: 'absence_notice', relatedId: member.id },
        });
      const notice = { date: day(6), reason: '여행' };
      const notALesson = await giveNotice(agent, {
        ...notice,
        date: day(7),
      });
      expect(notALesson.status).toBe(400);
      // Staff clearing the day lets the member give notice for it again.
      for (let i = 0; i < ATTENDANCE_LIMITS.NOTICES_PER_HOUR; i += 1) {
        const given = await giveNotice(agent, notice);
        expect(given.status, JSON.stringify(given.body)).toBe(201);
        expect((await mark({ memberId: member.id, date: day(6), status: 'unmarked' })).status).toBe(
          200,
        );
      }
      expect(await staffTold()).toBe(ATTENDANCE_LIMITS.NOTICES_PER_HOUR);

      const refused = await callOperation(agent, attendanceOperations.giveAbsenceNotice)
        .set('Accept-Language', 'en')
        .send(notice);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        429,
        'TOO_MANY_REQUESTS',
        ATTENDANCE_MESSAGES.tooManyNotices.en,
      ]);
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
      expect(await staffTold()).toBe(ATTENDANCE_LIMITS.NOTICES_PER_HOUR);

      const other = await memberWithLessonOn(-1, 18);
      const allowed = await giveNotice(other.agent, notice);
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    });

    it('when a member gives notice for a booked make-up, then it is cancelled and its credit is open again: no new credit, no mark, and the day is no lesson any more', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 19);
      const makeup = await addMakeupLesson(prisma(), {
        memberId: member.id,
        date: day(5),
        startMinute: 11 * 60,
        expiresOn: day(40),
      });
      const res = await callOperation(agent, attendanceOperations.giveAbsenceNotice)
        .set('Accept-Language', 'en')
        .send({ date: day(5), reason: 'Trip' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(ZAttendanceChange.parse(res.body.data)).toMatchObject({
        makeupCancelled: true,
        credit: { expiresOn: day(40) },
        creditRefusal: null,
      });
      expect(res.body.message).toBe(makeupCancelledTexts(day(40)).en);
      const stored = await prisma().makeupLesson.findUniqueOrThrow({ where: { id: makeup.id } });
      expect(stored.status).toBe('cancelled');
      expect(await creditsOf(member.id)).toMatchObject([{ id: makeup.creditId, voidedAt: null }]);
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
      expect(
        await prisma().staffNotification.count({
          where: { category: 'absence_notice', relatedId: member.id },
        }),
      ).toBe(1);

      const again = await giveNotice(agent, { date: day(5), reason: '여행' });
      expect([again.status, again.body.message]).toEqual([400, ATTENDANCE_MESSAGES.notALesson.ko]);
    });

    it('when staff or a guest give notice, then 403 or 401', async () => {
      const body = { date: day(6), reason: '여행' };
      expect((await giveNotice(academy.staff, body)).status).toBe(403);
      const guest = await callOperation(
        request(academy.testApp.app),
        attendanceOperations.giveAbsenceNotice,
      ).send(body);
      expect(guest.status).toBe(401);
    });
  });

  describe('DELETE /api/attendance/notice/{date}', () => {
    const withdraw = (
      agent: Awaited<ReturnType<typeof memberWithLessonOn>>['agent'],
      date: string,
    ) => callOperation(agent, attendanceOperations.withdrawAbsenceNotice, { params: { date } });

    it('when a member withdraws a notice, then the lesson is theirs again, its credit is voided and staff are told; a new notice reopens the same credit', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 20);
      const given = await giveNotice(agent, { date: day(6), reason: '여행' });
      expect(given.status).toBe(201);

      const res = await withdraw(agent, day(6)).set('Accept-Language', 'en');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        message: ATTENDANCE_MESSAGES.noticeWithdrawn.en,
        data: { date: day(6), creditVoided: true },
      });
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
      const [credit] = await creditsOf(member.id);
      expect(credit).toMatchObject({ voidedAt: expect.any(Date) });
      const [occurrence] = await list(day(6), day(6), agent);
      expect(occurrence).toMatchObject({ status: 'unmarked' });
      const told = await prisma().staffNotification.findFirstOrThrow({
        where: { category: 'member_cancelled', relatedId: member.id },
      });
      expect(told.messageEn).toContain(
        `the lesson on ${sentenceDateTime(day(6), '20:00', 'en')} and will come`,
      );

      const again = await withdraw(agent, day(6));
      expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
      const renewed = await giveNotice(agent, { date: day(6), reason: '다시' });
      expect(renewed.status).toBe(201);
      expect(await creditsOf(member.id)).toMatchObject([{ id: credit?.id, voidedAt: null }]);
    });

    it('when the credit of the notice is spent on a make-up, then 409 says to cancel the make-up first and nothing changes', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 21);
      await giveNotice(agent, { date: day(6), reason: '여행' });
      const [credit] = await creditsOf(member.id);
      if (!credit) throw new Error('The notice earned no credit');
      const makeup = await addMakeupLesson(prisma(), {
        memberId: member.id,
        date: day(9),
        startMinute: 21 * 60,
        expiresOn: day(40),
      });
      await prisma().makeupLesson.update({
        where: { id: makeup.id },
        data: { creditId: credit.id },
      });

      await expectRefusedKeeping(
        await withdraw(agent, day(6)),
        [409, 'NOTICE_CREDIT_SPENT', ATTENDANCE_MESSAGES.noticeCreditSpent.ko],
        member,
        1,
      );
      expect(await creditsOf(member.id)).toMatchObject([{ id: credit.id, voidedAt: null }, {}]);
    });

    it('when the member booked practice in the hour the notice freed, then 409 OWN_HOUR_TAKEN names it and the notice stays', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 3);
      await giveNotice(agent, { date: day(6), reason: '여행' });
      await prisma().practiceBooking.create({
        data: {
          roomId: 1,
          memberId: member.id,
          startTime: new Date(`${day(6)}T03:30:00+09:00`),
          endTime: new Date(`${day(6)}T04:30:00+09:00`),
        },
      });
      await expectRefusedKeeping(
        await withdraw(agent, day(6)),
        [409, 'OWN_HOUR_TAKEN', OWN_HOUR_MESSAGES.practice.ko],
        member,
        1,
      );
    });

    it('when the lesson starts within 24 hours, then 409 NOTICE_TOO_LATE and the notice stays', async () => {
      const { member, agent } = await memberWithLessonOn(0, 22);
      const marked = await mark({
        memberId: member.id,
        date: day(0),
        status: 'absent_with_notice',
      });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      await expectRefusedKeeping(
        await withdraw(agent, day(0)),
        [409, 'NOTICE_TOO_LATE', ATTENDANCE_MESSAGES.noticeNotWithdrawable.ko],
        member,
        1,
      );
    });

    it('when there is no notice of the caller that day, the date is bad, or staff or a guest call, then 404, 400, 403 or 401', async () => {
      const { member, agent } = await memberWithLessonOn(-1, 23);
      const other = await memberWithLessonOn(-1, 4);
      await giveNotice(other.agent, { date: day(6), reason: '여행' });
      for (const date of [day(6), day(7), '2999-01-06', '9999-12-31']) {
        const res = await withdraw(agent, date);
        expect([res.status, res.body.code], date).toEqual([404, 'NOT_FOUND']);
      }
      for (const date of ['tomorrow', '2030-02-30']) {
        expect((await withdraw(agent, date)).status, date).toBe(400);
      }
      expect(
        (
          await callOperation(academy.staff, attendanceOperations.withdrawAbsenceNotice, {
            params: { date: day(6) },
          })
        ).status,
      ).toBe(403);
      const guest = await callOperation(
        request(academy.testApp.app),
        attendanceOperations.withdrawAbsenceNotice,
        { params: { date: day(6) } },
      );
      expect(guest.status).toBe(401);
      expect(await prisma().attendance.count({ where: { memberId: other.member.id } })).toBe(1);
      expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
    });
  });
});
