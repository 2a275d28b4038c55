import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZPracticeBookingList,
  ZPracticeCalendar,
  ZPracticeSession,
  type TPracticeSession,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seoulDate, seoulDateTime } from '../lib/seoul-time.js';
import { toIsoDate } from '../lib/iso-date.js';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const slot = (days: number, fromHour: number, toHour: number, roomId = 1) => ({
  roomId,
  startTime: seoulDateTime(days, fromHour).toISOString(),
  endTime: seoulDateTime(days, toHour).toISOString(),
});

describe('practice-room bookings', () => {
  let testApp: TestApp;
  let student: Agent;
  let foreign: Agent;
  let staff: Agent;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    [student, foreign, staff] = await Promise.all([
      signedInAgent(testApp.app, DEMO.student),
      signedInAgent(testApp.app, DEMO.foreign),
      signedInAgent(testApp.app, DEMO.admin),
    ]);
  });
  afterAll(() => testApp.close());

  const memberId = async (loginId: string) =>
    (await testApp.database.prisma.member.findUniqueOrThrow({ where: { loginId } })).id;

  describe('POST /api/practice/bookings', () => {
    it('when a member books a free slot, then 201 with the session and both notifications', async () => {
      const res = await student
        .post('/api/practice/bookings')
        .send({ ...slot(5, 10, 12, 2), notes: '메트로놈 연습' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('예약이 완료되었습니다.');
      const session: TPracticeSession = ZPracticeSession.parse(res.body.data);
      expect(session).toMatchObject({
        practiceRoom: 'room2',
        status: 'scheduled',
        notes: '메트로놈 연습',
        user: { name: '김민준' },
      });
      const { prisma } = testApp.database;
      const notice = await prisma.memberNotification.findFirstOrThrow({
        where: { memberId: await memberId('student') },
        orderBy: { id: 'desc' },
      });
      expect(notice).toMatchObject({
        category: 'practice_booked',
        titleEn: 'Practice room booked',
      });
      expect(notice.message).toContain('드럼 연습실 2');
      expect(notice.message).toContain('10:00-12:00');
      const staffNotice = await prisma.staffNotification.findFirstOrThrow({
        where: { category: 'practice_booked', relatedId: session.sessionId },
      });
      expect(staffNotice.message).toContain('김민준');
    });

    it('when roomId is left out, then room 1 is booked', async () => {
      const { startTime, endTime } = slot(6, 9, 10);
      const res = await student.post('/api/practice/bookings').send({ startTime, endTime });
      expect([res.status, res.body.data.practiceRoom]).toEqual([201, 'room1']);
    });

    it('when the slot overlaps a booking of the same room, then 409 in either language', async () => {
      await foreign
        .post('/api/practice/bookings')
        .send(slot(7, 14, 16))
        .expect(201);
      const ko = await student.post('/api/practice/bookings').send(slot(7, 15, 17));
      expect([ko.status, ko.body.message]).toEqual([409, '해당 시간은 이미 예약되어 있습니다.']);
      const en = await student
        .post('/api/practice/bookings')
        .set('Accept-Language', 'en')
        .send(slot(7, 13, 15));
      expect([en.status, en.body.message]).toEqual([409, 'This time slot is already booked.']);
    });

    it('when the slot only touches a booking or uses another room, then it is booked', async () => {
      await student
        .post('/api/practice/bookings')
        .send(slot(7, 16, 17))
        .expect(201);
      await student
        .post('/api/practice/bookings')
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
        const res = await student.post('/api/practice/bookings').send(body);
        expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
      }
      const en = await student
        .post('/api/practice/bookings')
        .set('Accept-Language', 'en')
        .send(slot(-1, 10, 11));
      expect(en.body.message).toBe('You cannot book a time that has already passed.');
    });

    it('when a guest or staff books, then 401 and 403', async () => {
      await request(testApp.app)
        .post('/api/practice/bookings')
        .send(slot(9, 10, 11))
        .expect(401);
      await staff
        .post('/api/practice/bookings')
        .send(slot(9, 10, 11))
        .expect(403);
    });

    it('when 20 identical bookings race, then exactly one is stored and 19 get 409', async () => {
      const body = slot(10, 18, 20, 3);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => student.post('/api/practice/bookings').send(body)),
      );
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
      for (const res of responses.filter((r) => r.status === 409)) {
        expect(res.body.message).toBe('해당 시간은 이미 예약되어 있습니다.');
      }
      expect(
        await testApp.database.prisma.practiceSession.count({
          where: { roomId: 3, startTime: new Date(body.startTime) },
        }),
      ).toBe(1);
    });
  });

  describe('GET /api/practice/bookings', () => {
    it('when a member lists, then only their own bookings come, upcoming first then past', async () => {
      const res = await student.get('/api/practice/bookings');
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
      await request(testApp.app).get('/api/practice/bookings').expect(401);
      await staff.get('/api/practice/bookings').expect(403);
    });
  });

  describe('PATCH /api/practice/bookings/:id/cancel', () => {
    const book = async (agent: Agent, days: number, hour: number) => {
      const res = await agent.post('/api/practice/bookings').send(slot(days, hour, hour + 1, 2));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.sessionId as number;
    };

    it('when the owner cancels a scheduled booking, then it is cancelled and the slot frees', async () => {
      const id = await book(student, 12, 10);
      const res = await student.patch(`/api/practice/bookings/${id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('예약이 취소되었습니다.');
      expect(res.body.data).toMatchObject({ sessionId: id, status: 'cancelled' });
      expect(typeof res.body.data.cancelledAt).toBe('string');
      await foreign
        .post('/api/practice/bookings')
        .send(slot(12, 10, 11, 2))
        .expect(201);
    });

    it('when it is already cancelled, then 409', async () => {
      const id = await book(student, 12, 13);
      await student.patch(`/api/practice/bookings/${id}/cancel`).expect(200);
      const again = await student
        .patch(`/api/practice/bookings/${id}/cancel`)
        .set('Accept-Language', 'en');
      expect([again.status, again.body.message]).toEqual([
        409,
        'Only a booked practice session can be cancelled.',
      ]);
    });

    it('when another member, a guest or staff cancels, then 404, 401 and 403', async () => {
      const id = await book(student, 12, 15);
      await foreign.patch(`/api/practice/bookings/${id}/cancel`).expect(404);
      await request(testApp.app).patch(`/api/practice/bookings/${id}/cancel`).expect(401);
      await staff.patch(`/api/practice/bookings/${id}/cancel`).expect(403);
      await student.patch('/api/practice/bookings/999999/cancel').expect(404);
      await student.patch('/api/practice/bookings/abc/cancel').expect(400);
    });

    it('when the booking day has passed, then 409 with the deadline message', async () => {
      const past = await testApp.database.prisma.practiceSession.create({
        data: {
          roomId: 3,
          memberId: await memberId('student'),
          startTime: seoulDateTime(-2, 10),
          endTime: seoulDateTime(-2, 11),
        },
      });
      const res = await student.patch(`/api/practice/bookings/${past.id}/cancel`);
      expect([res.status, res.body.message]).toEqual([409, '예약 당일까지만 취소할 수 있습니다.']);
    });
  });

  describe('GET /api/practice', () => {
    const range = () => `startDate=${toIsoDate(seoulDate(0))}&endDate=${toIsoDate(seoulDate(30))}`;

    it('when a member looks, then others’ sessions carry no name, notes or id', async () => {
      const res = await student.get(`/api/practice?${range()}`);
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
      const res = await staff.get(`/api/practice?${range()}`);
      const { sessions } = ZPracticeCalendar.parse(res.body.data);
      expect(sessions.map((s) => s.userName)).toEqual(
        expect.arrayContaining(['김민준', 'Emily Carter']),
      );
      expect(sessions.every((s) => !s.isMine)).toBe(true);
    });

    it('when the range is bad or too long, or a guest asks, then 400 or 401', async () => {
      const tooLong = await student.get('/api/practice?startDate=2030-01-01&endDate=2030-03-04');
      expect([tooLong.status, tooLong.body.message]).toEqual([400, '조회 기간은 최대 62일입니다.']);
      await student.get('/api/practice?startDate=2030-03-02&endDate=2030-03-01').expect(400);
      await student.get('/api/practice?startDate=x').expect(400);
      await request(testApp.app).get(`/api/practice?${range()}`).expect(401);
    });
  });
});
