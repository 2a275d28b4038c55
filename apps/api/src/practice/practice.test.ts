import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PRACTICE_BOOKING_LIMITS,
  PRACTICE_CALENDAR_WINDOW,
  practiceCalendarWindow,
  ZPracticeBookingList,
  ZPracticeCalendar,
  ZPracticeSession,
  type TPracticeSession,
  practiceOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { type Agent, MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { hashPassword } from '../auth/password.js';
import { seoulDate, seoulDateTime } from '../lib/seoul-time.js';
import { toIsoDate } from '../lib/iso-date.js';
import { numberedPhone } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';

const slot = (days: number, fromHour: number, toHour: number, roomId = 1) => ({
  roomId,
  startTime: seoulDateTime(days, fromHour).toISOString(),
  endTime: seoulDateTime(days, toHour).toISOString(),
});

/** Days from today (Seoul) to a day of next week: 0 is its Monday, 6 its Sunday. */
const nextWeekDay = (weekday: number) => {
  const today = seoulDate(0);
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  return 7 - daysSinceMonday + weekday;
};

describe('practice-room bookings', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);

  let membersMade = 0;
  /** A member of their own, signed in, so the booking caps of one test leave the others alone. */
  const newMember = async (): Promise<Agent> => {
    membersMade += 1;
    const loginId = `practice-member-${membersMade}`;
    const password = 'practice-1234';
    await academy.testApp.database.prisma.member.create({
      data: {
        loginId,
        passwordHash: await hashPassword(password),
        name: `Practice Member ${membersMade}`,
        email: `${loginId}@example.com`,
        phoneNumber: numberedPhone('0107777', membersMade),
      },
    });
    return signedInAgent(academy.testApp.app, { loginId, password });
  };

  const memberId = async (loginId: string) =>
    (await academy.testApp.database.prisma.member.findUniqueOrThrow({ where: { loginId } })).id;

  describe('POST /api/practice/bookings', () => {
    it('when a member books a free slot, then 201 with the session and both notifications', async () => {
      const res = await callOperation(academy.student, practiceOperations.bookPracticeRoom).send({
        ...slot(5, 10, 12, 2),
        notes: '메트로놈 연습',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('예약이 완료되었습니다.');
      const session: TPracticeSession = ZPracticeSession.parse(res.body.data);
      expect(session).toMatchObject({
        practiceRoom: 'room2',
        status: 'scheduled',
        notes: '메트로놈 연습',
        user: { name: '김민준' },
      });
      const { prisma } = academy.testApp.database;
      const notice = await prisma.memberNotification.findFirstOrThrow({
        where: { memberId: await memberId(DEMO.student.loginId) },
        orderBy: { id: 'desc' },
      });
      expect(notice).toMatchObject({
        category: 'practice_booked',
        titleEn: 'Practice room booked',
      });
      expect(notice.message).toContain('드럼 연습실 2');
      expect(notice.message).toContain('10:00–12:00 예약이 완료되었습니다');
      const staffNotice = await prisma.staffNotification.findFirstOrThrow({
        where: { category: 'practice_booked', relatedId: session.sessionId },
      });
      expect(staffNotice.message).toContain('김민준');
    });

    it('when roomId is left out, then room 1 is booked', async () => {
      const { startTime, endTime } = slot(6, 9, 10);
      const res = await callOperation(academy.student, practiceOperations.bookPracticeRoom).send({
        startTime,
        endTime,
      });
      expect([res.status, res.body.data.practiceRoom]).toEqual([201, 'room1']);
    });

    it('when the slot overlaps a booking of the same room, then 409 in either language', async () => {
      await callOperation(academy.foreign, practiceOperations.bookPracticeRoom)
        .send(slot(7, 14, 16))
        .expect(201);
      const ko = await callOperation(academy.student, practiceOperations.bookPracticeRoom).send(
        slot(7, 15, 17),
      );
      expect([ko.status, ko.body.message]).toEqual([409, '해당 시간은 이미 예약되어 있습니다.']);
      const en = await callOperation(academy.student, practiceOperations.bookPracticeRoom)
        .set('Accept-Language', 'en')
        .send(slot(7, 13, 15));
      expect([en.status, en.body.message]).toEqual([409, 'This time slot is already booked.']);
    });

    it('when the slot only touches a booking or uses another room, then it is booked', async () => {
      const member = await newMember();
      await callOperation(member, practiceOperations.bookPracticeRoom)
        .send(slot(7, 16, 17))
        .expect(201);
      await callOperation(member, practiceOperations.bookPracticeRoom)
        .send(slot(7, 14, 16, 3))
        .expect(201);
    });

    it('when the booking breaks a time rule, then 400 with that rule’s message', async () => {
      const cases: [object, string][] = [
        [slot(-1, 10, 11), '이미 지난 시간은 예약할 수 없습니다.'],
        [slot(8, 12, 11), '시작 시간은 종료 시간보다 빨라야 합니다.'],
        [
          { ...slot(8, 10, 11), endTime: seoulDateTime(8, 10.5).toISOString() },
          '최소 1시간 이상 예약해야 합니다.',
        ],
        [slot(8, 8, 10), '연습실은 09:00부터 22:00까지 같은 날 안에서만 예약할 수 있습니다.'],
        [slot(8, 21, 23), '연습실은 09:00부터 22:00까지 같은 날 안에서만 예약할 수 있습니다.'],
        [
          {
            startTime: seoulDateTime(8, 10.5).toISOString(),
            endTime: seoulDateTime(8, 11.5).toISOString(),
          },
          '연습실은 정시 단위로만 예약할 수 있습니다.',
        ],
        [{ ...slot(8, 10, 11), roomId: 4 }, '올바른 연습실을 선택해주세요.'],
        [{ roomId: 1 }, '시작 시간과 종료 시간을 선택해주세요.'],
      ];
      for (const [body, message] of cases) {
        const res = await callOperation(academy.student, practiceOperations.bookPracticeRoom).send(
          body,
        );
        expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
      }
      const en = await callOperation(academy.student, practiceOperations.bookPracticeRoom)
        .set('Accept-Language', 'en')
        .send(slot(-1, 10, 11));
      expect(en.body.message).toBe('You cannot book a time that has already passed.');
    });

    it('when a guest or staff books, then 401 and 403', async () => {
      await callOperation(request(academy.testApp.app), practiceOperations.bookPracticeRoom)
        .send(slot(9, 10, 11))
        .expect(401);
      await callOperation(academy.staff, practiceOperations.bookPracticeRoom)
        .send(slot(9, 10, 11))
        .expect(403);
    });

    it('when 20 identical bookings race, then exactly one is stored and 19 get 409', async () => {
      const member = await newMember();
      const body = slot(10, 18, 20, 3);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          callOperation(member, practiceOperations.bookPracticeRoom).send(body),
        ),
      );
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
      for (const res of responses.filter((r) => r.status === 409)) {
        expect(res.body.message).toBe('해당 시간은 이미 예약되어 있습니다.');
      }
      expect(
        await academy.testApp.database.prisma.practiceBooking.count({
          where: { roomId: 3, startTime: new Date(body.startTime) },
        }),
      ).toBe(1);
    });
  });

  describe('POST /api/practice/bookings: the member’s caps', () => {
    const book = (agent: Agent, body: object, language = 'ko') =>
      callOperation(agent, practiceOperations.bookPracticeRoom)
        .set('Accept-Language', language)
        .send(body);

    it('when the slot is 15 days ahead or in year 9999, then 400 names the 14-day horizon', async () => {
      const member = await newMember();
      const farAway = {
        roomId: 1,
        startTime: '9999-12-31T01:00:00.000Z',
        endTime: '9999-12-31T02:00:00.000Z',
      };
      for (const body of [slot(PRACTICE_BOOKING_LIMITS.HORIZON_DAYS + 1, 10, 11), farAway]) {
        const ko = await book(member, body);
        expect([ko.status, ko.body.message], JSON.stringify(body)).toEqual([
          400,
          '연습실은 오늘부터 14일 후까지만 예약할 수 있습니다.',
        ]);
      }
      const en = await book(member, farAway, 'en');
      expect([en.status, en.body.message]).toEqual([
        400,
        'Practice rooms can be booked at most 14 days ahead.',
      ]);
      await book(member, slot(PRACTICE_BOOKING_LIMITS.HORIZON_DAYS, 21, 22)).expect(201);
    });

    it('when the booking lasts 3 hours, then 400 names the 2-hour maximum', async () => {
      const member = await newMember();
      const ko = await book(member, slot(3, 10, 13));
      expect([ko.status, ko.body.message]).toEqual([
        400,
        '한 번에 최대 2시간까지 예약할 수 있습니다.',
      ]);
      const en = await book(member, slot(3, 10, 13), 'en');
      expect(en.body.message).toBe('One booking can last at most 2 hours.');
      await book(member, slot(3, 10, 12)).expect(201);
    });

    it('when the member already holds 6 bookings that have not ended, then the 7th gets 409 until one is cancelled', async () => {
      expect(PRACTICE_BOOKING_LIMITS.MAX_OPEN_BOOKINGS).toBe(6);
      const member = await newMember();
      // One hour a week in different weeks would need 6 weeks; one hour on each of six days
      // stays within the 6 hours of any week.
      const ids: number[] = [];
      for (let day = 1; day <= 6; day += 1) {
        const res = await book(member, slot(day, 20, 21, 2));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids.push(res.body.data.sessionId as number);
      }
      const ko = await book(member, slot(8, 20, 21, 2));
      expect([ko.status, ko.body.message]).toEqual([
        409,
        '아직 끝나지 않은 연습실 예약은 최대 6건까지 가질 수 있습니다.',
      ]);
      const en = await book(member, slot(8, 20, 21, 2), 'en');
      expect(en.body.message).toBe(
        'You can hold at most 6 practice bookings that have not ended yet.',
      );
      await callOperation(member, practiceOperations.cancelPracticeBooking, {
        params: { id: ids[0] },
      }).expect(200);
      await book(member, slot(8, 20, 21, 2)).expect(201);
    });

    it('when 6 hours of one Monday-to-Sunday week are booked, then more that week gets 409 and the next week is free', async () => {
      expect(PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_WEEK).toBe(6);
      const member = await newMember();
      // Monday 09:00 in Seoul is still Sunday in UTC: it must count for the Seoul week.
      for (const weekday of [0, 1, 2]) {
        await book(member, slot(nextWeekDay(weekday), 9, 11, 3)).expect(201);
      }
      for (const weekday of [3, 6]) {
        const ko = await book(member, slot(nextWeekDay(weekday), 9, 10, 3));
        expect([ko.status, ko.body.message]).toEqual([
          409,
          '연습실은 한 주(월요일~일요일)에 최대 6시간까지 예약할 수 있습니다.',
        ]);
      }
      const en = await book(member, slot(nextWeekDay(4), 9, 10, 3), 'en');
      expect(en.body.message).toBe(
        'You can book at most 6 practice hours per week (Monday to Sunday).',
      );
      await book(member, slot(nextWeekDay(7), 9, 10, 3)).expect(201);
    });

    it('when 20 one-hour bookings of one week are sent at once, then exactly the hours the weekly cap leaves are stored', async () => {
      const member = await newMember();
      // Room 1 from 17:00 is free of every other test's bookings.
      await book(member, slot(nextWeekDay(0), 17, 19, 1)).expect(201);
      const hoursLeft = PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_WEEK - 2;
      const bodies = Array.from({ length: 20 }, (_, index) =>
        slot(
          nextWeekDay(1 + (index % 5)),
          17 + Math.floor(index / 5),
          18 + Math.floor(index / 5),
          1,
        ),
      );
      const responses = await Promise.all(bodies.map((body) => book(member, body, 'en')));
      const outcomes = responses.map((res) => `${res.status} ${res.body.message}`).sort();
      expect(outcomes).toEqual([
        ...Array.from({ length: hoursLeft }, () => '201 Your booking is complete.'),
        ...Array.from(
          { length: 20 - hoursLeft },
          () => '409 You can book at most 6 practice hours per week (Monday to Sunday).',
        ),
      ]);
      const stored = await academy.testApp.database.prisma.practiceBooking.count({
        where: { member: { loginId: `practice-member-${membersMade}` }, status: 'scheduled' },
      });
      expect(stored).toBe(1 + hoursLeft);
    });
  });

  describe('GET /api/practice/bookings', () => {
    it('when a member lists, then only their own bookings come, upcoming first then past', async () => {
      const res = await callOperation(academy.student, practiceOperations.listOwnPracticeBookings);
      expect(res.status).toBe(200);
      const { bookings } = ZPracticeBookingList.parse(res.body.data);
      expect(bookings.length).toBeGreaterThan(2);
      expect(bookings.every((b) => b.user?.name === '김민준')).toBe(true);
      const now = Date.now();
      const firstPast = bookings.findIndex((b) => Date.parse(b.endTime) <= now);
      const upcoming = bookings.slice(0, firstPast);
      expect(upcoming.map((b) => b.startTime)).toEqual(upcoming.map((b) => b.startTime).sort());
      expect(bookings.slice(firstPast).every((b) => Date.parse(b.endTime) <= now)).toBe(true);
    });

    it('when a guest or staff lists, then 401 and 403', async () => {
      await callOperation(
        request(academy.testApp.app),
        practiceOperations.listOwnPracticeBookings,
      ).expect(401);
      await callOperation(academy.staff, practiceOperations.listOwnPracticeBookings).expect(403);
    });
  });

  describe('PATCH /api/practice/bookings/:id/cancel', () => {
    const book = async (agent: Agent, days: number, hour: number) => {
      const res = await callOperation(agent, practiceOperations.bookPracticeRoom).send(
        slot(days, hour, hour + 1, 2),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.sessionId as number;
    };

    let owner: Agent;
    beforeAll(async () => {
      owner = await newMember();
    });

    it('when the owner cancels a scheduled booking, then it is cancelled and the slot frees', async () => {
      const id = await book(owner, 12, 10);
      const res = await callOperation(owner, practiceOperations.cancelPracticeBooking, {
        params: { id },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('예약이 취소되었습니다.');
      expect(res.body.data).toMatchObject({ sessionId: id, status: 'cancelled' });
      expect(typeof res.body.data.cancelledAt).toBe('string');
      await callOperation(academy.foreign, practiceOperations.bookPracticeRoom)
        .send(slot(12, 10, 11, 2))
        .expect(201);
    });

    it('when it is already cancelled, then 409', async () => {
      const id = await book(owner, 12, 13);
      await callOperation(owner, practiceOperations.cancelPracticeBooking, {
        params: { id },
      }).expect(200);
      const again = await callOperation(owner, practiceOperations.cancelPracticeBooking, {
        params: { id },
      }).set('Accept-Language', 'en');
      expect([again.status, again.body.message]).toEqual([
        409,
        'Only a booked practice session can be cancelled.',
      ]);
    });

    it('when another member, a guest or staff cancels, then 404, 401 and 403', async () => {
      const id = await book(owner, 12, 15);
      await callOperation(academy.foreign, practiceOperations.cancelPracticeBooking, {
        params: { id },
      }).expect(404);
      await callOperation(request(academy.testApp.app), practiceOperations.cancelPracticeBooking, {
        params: { id },
      }).expect(401);
      await callOperation(academy.staff, practiceOperations.cancelPracticeBooking, {
        params: { id },
      }).expect(403);
      await callOperation(owner, practiceOperations.cancelPracticeBooking, {
        params: { id: '999999' },
      }).expect(404);
      await callOperation(owner, practiceOperations.cancelPracticeBooking, {
        params: { id: 'abc' },
      }).expect(400);
    });

    it('when the booking day has passed, then 409: the session has ended', async () => {
      const past = await academy.testApp.database.prisma.practiceBooking.create({
        data: {
          roomId: 3,
          memberId: await memberId(DEMO.student.loginId),
          startTime: seoulDateTime(-2, 10),
          endTime: seoulDateTime(-2, 11),
        },
      });
      const res = await callOperation(academy.student, practiceOperations.cancelPracticeBooking, {
        params: { id: past.id },
      });
      expect([res.status, res.body.message]).toEqual([
        409,
        '이용이 끝난 연습실 예약은 취소할 수 없습니다.',
      ]);
    });

    it('when a booked session’s end has just passed, then every list and calendar shows it completed and it cannot be cancelled', async () => {
      const member = await newMember();
      const ownerId = await memberId(`practice-member-${membersMade}`);
      const ended = new Date(Date.now() - 60_000);
      const session = await academy.testApp.database.prisma.practiceBooking.create({
        data: {
          roomId: 3,
          memberId: ownerId,
          startTime: new Date(ended.getTime() - 30 * 60_000),
          endTime: ended,
        },
      });
      const statusIn = (sessions: TPracticeSession[]) =>
        sessions.find((item) => item.sessionId === session.id)?.status;

      const own = ZPracticeBookingList.parse(
        (await callOperation(member, practiceOperations.listOwnPracticeBookings)).body.data,
      );
      expect(statusIn(own.bookings)).toBe('completed');
      const range = `startDate=${toIsoDate(seoulDate(-1))}&endDate=${toIsoDate(seoulDate(0))}`;
      for (const viewer of [member, academy.staff, academy.foreign]) {
        const calendar = ZPracticeCalendar.parse(
          (await callOperation(viewer, practiceOperations.listPracticeSessions, { query: range }))
            .body.data,
        );
        expect(statusIn(calendar.sessions)).toBe('completed');
      }

      const cancel = await callOperation(member, practiceOperations.cancelPracticeBooking, {
        params: { id: session.id },
      }).set('Accept-Language', 'en');
      expect([cancel.status, cancel.body.message]).toEqual([
        409,
        'A practice session that has ended cannot be cancelled.',
      ]);
      const stored = await academy.testApp.database.prisma.practiceBooking.findUniqueOrThrow({
        where: { id: session.id },
      });
      expect(stored.cancelledAt).toBeNull();
    });
  });

  describe('GET /api/practice', () => {
    const range = () =>
      `startDate=${toIsoDate(seoulDate(0))}&endDate=${toIsoDate(seoulDate(PRACTICE_BOOKING_LIMITS.HORIZON_DAYS))}`;

    it('when a member looks, then others’ sessions carry no name, notes or id', async () => {
      const res = await callOperation(academy.student, practiceOperations.listPracticeSessions, {
        query: range(),
      });
      expect(res.status).toBe(200);
      const { sessions } = ZPracticeCalendar.parse(res.body.data);
      expect(sessions.some((s) => s.status === 'cancelled')).toBe(false);
      const mine = sessions.filter((s) => s.isMine);
      const others = sessions.filter((s) => !s.isMine);
      expect(mine.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      expect(mine.every((s) => s.userName === '김민준')).toBe(true);
      for (const other of others) {
        expect(other).toMatchObject({ userName: null, user: null, notes: null, userId: 0 });
      }
      expect(JSON.stringify(res.body)).not.toContain('Emily');
    });

    it('when staff look, then names are shown', async () => {
      const res = await callOperation(academy.staff, practiceOperations.listPracticeSessions, {
        query: range(),
      });
      const { sessions } = ZPracticeCalendar.parse(res.body.data);
      expect(sessions.map((s) => s.userName)).toEqual(
        expect.arrayContaining(['김민준', 'Emily Carter']),
      );
      expect(sessions.every((s) => !s.isMine)).toBe(true);
    });

    it('when the range is bad or too long, or a guest asks, then 400 or 401', async () => {
      const tooLong = await callOperation(
        academy.student,
        practiceOperations.listPracticeSessions,
        { query: { startDate: '2030-01-01', endDate: '2030-03-04' } },
      );
      expect([tooLong.status, tooLong.body.message]).toEqual([400, '조회 기간은 최대 62일입니다.']);
      await callOperation(academy.student, practiceOperations.listPracticeSessions, {
        query: { startDate: '2030-03-02', endDate: '2030-03-01' },
      }).expect(400);
      await callOperation(academy.student, practiceOperations.listPracticeSessions, {
        query: { startDate: 'x' },
      }).expect(400);
      await callOperation(request(academy.testApp.app), practiceOperations.listPracticeSessions, {
        query: range(),
      }).expect(401);
    });

    it('when a month outside a year back to next month is asked for, then 400 names the window', async () => {
      const { firstDate, lastDate } = practiceCalendarWindow();
      const monthAround = (isoDate: string, months: number) => {
        const first = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
        first.setUTCMonth(first.getUTCMonth() + months);
        const last = new Date(first);
        last.setUTCMonth(last.getUTCMonth() + 1, 0);
        return `startDate=${toIsoDate(first)}&endDate=${toIsoDate(last)}`;
      };
      await callOperation(academy.staff, practiceOperations.listPracticeSessions, {
        query: monthAround(firstDate, 0),
      }).expect(200);
      await callOperation(academy.student, practiceOperations.listPracticeSessions, {
        query: monthAround(lastDate, 0),
      }).expect(200);
      for (const query of [
        monthAround(firstDate, -1),
        monthAround(lastDate, 1),
        'startDate=9999-12-01&endDate=9999-12-31',
        'startDate=1999-01-01&endDate=1999-01-31',
      ]) {
        const res = await callOperation(academy.staff, practiceOperations.listPracticeSessions, {
          query: query,
        }).set('Accept-Language', 'en');
        expect([res.status, res.body.message], query).toEqual([
          400,
          `The practice calendar covers ${PRACTICE_CALENDAR_WINDOW.MONTHS_BACK} months back to next month.`,
        ]);
      }
      const ko = await callOperation(academy.student, practiceOperations.listPracticeSessions, {
        query: { startDate: '9999-12-01', endDate: '9999-12-31' },
      });
      expect([ko.status, ko.body.message]).toEqual([
        400,
        '연습실 일정은 12개월 전부터 다음 달까지 조회할 수 있습니다.',
      ]);
    });
  });
});
