import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  availableHours,
  busyTimesOn,
  CLOSURE_MESSAGES,
  CLOSURE_VALIDATION_MESSAGES,
  CLOSURE_WINDOW,
  HOURS,
  ZClosureCreated,
  ZClosureList,
  ZTeacherBusyTimes,
  closuresOperations,
  practiceOperations,
  scheduleOperations,
  isoWeekdayOfIsoDate,
  sentenceDate,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMember, addSignedInMember } from '../../test/factories/members.js';
import {
  askToMoveToNextDay,
  lastDemoStudentLessonDate,
} from '../../test/factories/schedule-changes.js';
import { seoulDateTime } from '../lib/seoul-time.js';
import { callOperation } from '../../test/call-operation.js';
import { askedToMoveToNextDay, expectApprovalRefused } from '../../test/change-requests.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

const closure = (days: number, reason = '설날', reasonEn = 'Lunar New Year') => ({
  date: day(days),
  reason,
  reasonEn,
});

describe('closed days', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;

  describe('POST, GET and DELETE /api/closures', () => {
    it('when staff declare a day, then 201, it is listed, audited, and can be removed once', async () => {
      const res = await callOperation(academy.staff, closuresOperations.declareClosure).send(
        closure(3),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe(CLOSURE_MESSAGES.closureCreated.ko);
      const created = ZClosureCreated.parse(res.body.data);
      expect(created).toMatchObject({ date: day(3), reason: '설날', reasonEn: 'Lunar New Year' });

      const list = await callOperation(academy.staff, closuresOperations.listClosures);
      expect(list.status).toBe(200);
      expect(ZClosureList.parse(list.body.data).closures.map((c) => c.date)).toContain(day(3));
      const ranged = await callOperation(academy.staff, closuresOperations.listClosures, {
        query: `from=${day(4)}&to=${day(30)}`,
      });
      expect(ranged.body.data.closures.map((c: { date: string }) => c.date)).not.toContain(day(3));

      const audit = await prisma().auditLog.findFirst({
        where: { action: 'closure.declare', entityId: String(created.id) },
      });
      expect(audit).not.toBeNull();

      const removed = await callOperation(academy.staff, closuresOperations.deleteClosure, {
        params: { id: created.id },
      });
      expect([removed.status, removed.body.message]).toEqual([
        200,
        CLOSURE_MESSAGES.closureDeleted.ko,
      ]);
      expect(await prisma().closure.count({ where: { id: created.id } })).toBe(0);
      const again = await callOperation(academy.staff, closuresOperations.deleteClosure, {
        params: { id: created.id },
      });
      expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
      expect(
        await prisma().auditLog.count({
          where: { action: 'closure.delete', entityId: String(created.id) },
        }),
      ).toBe(1);
    });

    it('when a member or a guest calls, then 403 or 401 and nothing changes', async () => {
      const app = academy.testApp.app;
      expect(
        (await callOperation(academy.student, closuresOperations.declareClosure).send(closure(8)))
          .status,
      ).toBe(403);
      expect((await callOperation(academy.student, closuresOperations.listClosures)).status).toBe(
        403,
      );
      expect(
        (await callOperation(request(app), closuresOperations.declareClosure).send(closure(8)))
          .status,
      ).toBe(401);
      expect((await callOperation(request(app), closuresOperations.listClosures)).status).toBe(401);
      expect(
        await prisma().closure.count({ where: { date: new Date(`${day(8)}T00:00:00Z`) } }),
      ).toBe(0);
    });

    it.each([
      ['a past day', closure(-1), CLOSURE_VALIDATION_MESSAGES.closureDatePast.ko],
      [
        'a day beyond the window',
        closure(CLOSURE_WINDOW.FUTURE_DAYS + 1),
        CLOSURE_VALIDATION_MESSAGES.closureDateBeyondWindow.ko,
      ],
      ['a day that does not exist', { ...closure(3), date: '2030-02-30' }, undefined],
      ['no date', { reason: '설날', reasonEn: 'New Year' }, undefined],
      ['a control character', closure(9, '설\u0007날'), undefined],
      ['no English reason', { date: day(9), reason: '설날' }, undefined],
      ['a blank reason', closure(9, '   '), undefined],
      ['a reason too long', closure(9, '가'.repeat(101)), undefined],
    ])('when the body has %s, then 400 and no closure', async (_case, body, message) => {
      const before = await prisma().closure.count();
      const res = await callOperation(academy.staff, closuresOperations.declareClosure).send(body);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      if (message) expect(res.body.message).toBe(message);
      expect(await prisma().closure.count()).toBe(before);
    });

    it('when the day is already closed, then 409 CLOSURE_EXISTS in the caller language', async () => {
      expect(
        (await callOperation(academy.staff, closuresOperations.declareClosure).send(closure(4)))
          .status,
      ).toBe(201);
      const res = await callOperation(academy.staff, closuresOperations.declareClosure)
        .set('Accept-Language', 'en')
        .send(closure(4, '추석', 'Chuseok'));
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        'CLOSURE_EXISTS',
        CLOSURE_MESSAGES.closureExists.en,
      ]);
    });

    it('when the list range is reversed or longer than the window, then 400', async () => {
      expect(
        (
          await callOperation(academy.staff, closuresOperations.listClosures, {
            query: `from=${day(5)}&to=${day(1)}`,
          })
        ).status,
      ).toBe(400);
      const tooLong = `/api/closures?from=${day(0)}&to=${day(CLOSURE_WINDOW.FUTURE_DAYS + 1)}`;
      expect((await academy.staff.get(tooLong)).status).toBe(400);
    });
  });

  describe('what a closed day does', () => {
    it('when a day is closed, then a practice room cannot be booked that day (409 DATE_CLOSED)', async () => {
      expect(
        (await callOperation(academy.staff, closuresOperations.declareClosure).send(closure(5)))
          .status,
      ).toBe(201);
      const res = await callOperation(academy.foreign, practiceOperations.bookPracticeRoom).send({
        roomId: 1,
        startTime: seoulDateTime(5, 10).toISOString(),
        endTime: seoulDateTime(5, 11).toISOString(),
      });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        'DATE_CLOSED',
        CLOSURE_MESSAGES.practiceDateClosed.ko,
      ]);
      const english = await callOperation(academy.foreign, practiceOperations.bookPracticeRoom)
        .set('Accept-Language', 'en')
        .send({
          roomId: 1,
          startTime: seoulDateTime(5, 12).toISOString(),
          endTime: seoulDateTime(5, 13).toISOString(),
        });
      expect(english.body.message).toBe(CLOSURE_MESSAGES.practiceDateClosed.en);
      const nextDay = await callOperation(
        academy.foreign,
        practiceOperations.bookPracticeRoom,
      ).send({
        roomId: 1,
        startTime: seoulDateTime(10, 10).toISOString(),
        endTime: seoulDateTime(10, 11).toISOString(),
      });
      expect(nextDay.status).toBe(201);
    });

    it('when a day is closed, then its bookings are cancelled and their members and the members with a lesson that day are notified', async () => {
      const date = day(6);
      const withLesson = await addMember(prisma(), {
        name: '휴원 수강생',
        phone: '01055500001',
        slot: { dayOfWeek: isoWeekdayOfIsoDate(date), startMinute: 7 * 60 },
      });
      const { member: booker, agent: bookerAgent } = await addSignedInMember(academy.testApp, {
        name: '휴원 연습생',
        phone: '01055500002',
      });
      const booked = await callOperation(bookerAgent, practiceOperations.bookPracticeRoom).send({
        roomId: 2,
        startTime: seoulDateTime(6, 14).toISOString(),
        endTime: seoulDateTime(6, 16).toISOString(),
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);

      const res = await callOperation(academy.staff, closuresOperations.declareClosure).send(
        closure(6, '원장 휴가', 'Leave'),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.cancelledBookingCount).toBe(1);

      const session = await prisma().practiceBooking.findUniqueOrThrow({
        where: { id: booked.body.data.bookingId },
      });
      expect(session.status).toBe('cancelled');
      expect(session.cancelledAt).not.toBeNull();
      const bookerNotice = await prisma().memberNotification.findFirstOrThrow({
        where: { memberId: booker.id, category: 'academy_closed' },
      });
      expect(bookerNotice.message).toContain('14:00–16:00 예약이 취소되었습니다');
      expect(bookerNotice.messageEn).toContain('Leave');
      const lessonNotice = await prisma().memberNotification.findFirstOrThrow({
        where: { memberId: withLesson.id, category: 'academy_closed' },
      });
      expect(lessonNotice.message).toContain(`${sentenceDate(date, 'ko')}은 휴원일입니다`);
      expect(lessonNotice.message).toContain('원장 휴가');

      const audit = await prisma().auditLog.findFirstOrThrow({
        where: { action: 'closure.declare', entityId: String(res.body.data.id) },
      });
      expect(audit.details).toMatchObject({ cancelledBookingIds: [session.id] });
    });

    it('when a day is closed, then no lesson can be moved onto it', async () => {
      const target = lastDemoStudentLessonDate();
      const declared = await callOperation(academy.staff, closuresOperations.declareClosure).send({
        date: addDaysToIsoDate(target, 1),
        reason: '휴원',
        reasonEn: 'Closed',
      });
      expect(declared.status, JSON.stringify(declared.body)).toBe(201);
      const { response: res } = await askToMoveToNextDay(academy.student, target, '14:00');
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        'DATE_CLOSED',
        CLOSURE_MESSAGES.lessonDateClosed.ko,
      ]);
    });

    it('when a day is closed after a move onto it was asked for, then staff cannot approve the move and the request stays pending', async () => {
      const { move, id: askedId } = await askedToMoveToNextDay(
        academy.student,
        lastDemoStudentLessonDate(1),
        '15:00',
      );
      const declared = await callOperation(academy.staff, closuresOperations.declareClosure).send({
        date: move.requestedDate,
        reason: '휴원',
        reasonEn: 'Closed',
      });
      expect(declared.status, JSON.stringify(declared.body)).toBe(201);

      await expectApprovalRefused(academy, askedId, [
        409,
        'DATE_CLOSED',
        CLOSURE_MESSAGES.approvalDateClosed.ko,
      ]);
    });

    it('when a day is closed, then the busy times and the practice calendar carry it and the one-day form offers no hour', async () => {
      const date = day(7);
      expect(
        (await callOperation(academy.staff, closuresOperations.declareClosure).send(closure(7)))
          .status,
      ).toBe(201);
      const guest = await callOperation(
        request(academy.testApp.app),
        scheduleOperations.listAllTeacherBusyTimes,
        { query: `startDate=${date}&endDate=${addDaysToIsoDate(date, 1)}` },
      );
      expect(guest.status).toBe(200);
      const data = ZTeacherBusyTimes.parse(guest.body.data);
      expect(data.closures).toEqual([{ date, reason: '설날', reasonEn: 'Lunar New Year' }]);
      const { FIRST_SLOT_HOUR, SLOT_COUNT } = HOURS.ONEDAY;
      const oneDayHours = Array.from({ length: SLOT_COUNT }, (_, i) => FIRST_SLOT_HOUR + i);
      expect(availableHours(oneDayHours, busyTimesOn(data, date))).toEqual([]);
      expect(availableHours(oneDayHours, busyTimesOn(data, addDaysToIsoDate(date, 1)))).not.toEqual(
        [],
      );

      const staffDay = await callOperation(
        academy.staff,
        scheduleOperations.getTeacherDayBusyTimes,
        { query: `date=${date}` },
      );
      expect(staffDay.body.data.busyTimes).toEqual([{ startTime: '00:00', endTime: '24:00' }]);

      const practice = await callOperation(
        academy.student,
        practiceOperations.listPracticeSessions,
        { query: `startDate=${date}&endDate=${date}` },
      );
      expect(practice.body.data.closures).toEqual([
        { date, reason: '설날', reasonEn: 'Lunar New Year' },
      ]);
    });
  });
});
