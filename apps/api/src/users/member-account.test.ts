import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMemberNotificationList, ZStudentProfile } from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe('the member’s own profile, email and notifications', () => {
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

  it('when a member reads their profile, then it has the current lesson slot', async () => {
    const res = await student.get('/api/users/me');
    expect(res.status).toBe(200);
    const profile = ZStudentProfile.parse(res.body.data);
    expect(profile).toMatchObject({
      name: '김민준',
      email: 'student@example.com',
      phoneNumber: '01012345678',
      lessonDayOfWeek: 'Tuesday',
      lessonStartTime: '19:00',
      lessonEndTime: '20:00',
      isForeigner: false,
      teacherId: expect.any(Number),
    });
    const byId = await student.get(`/api/users/${profile.userId}`);
    expect(byId.body.data).toEqual(res.body.data);
    await foreign.get(`/api/users/${profile.userId}`).expect(404);
    await request(testApp.app).get('/api/users/me').expect(401);
    await staff.get('/api/users/me').expect(403);
  });

  it('when the email is blank, malformed, unchanged or taken, then 400/409 with its message', async () => {
    const cases: [unknown, number, string][] = [
      [{ email: '' }, 400, '이메일을 입력해주세요.'],
      [{ email: 'not-an-email' }, 400, '올바른 이메일 형식을 입력해주세요.'],
      [{ email: 'Student@Example.com' }, 400, 'emailUnchanged'],
      [{ email: 'FOREIGN@example.com' }, 409, '이미 사용 중인 이메일입니다.'],
      [{ email: 'admin@example.com' }, 409, '이미 사용 중인 이메일입니다.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await student.put('/api/users/email').send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message !== 'emailUnchanged') expect(res.body.message).toBe(message);
    }
    const en = await student
      .put('/api/users/email')
      .set('Accept-Language', 'en')
      .send({ email: 'student@example.com' });
    expect(en.body.message).toBe('The email is already the same as your current one.');
    await staff.put('/api/users/email').send({ email: 'x@example.com' }).expect(403);
    await request(testApp.app).put('/api/users/email').send({ email: 'x@example.com' }).expect(401);
  });

  it('when a new free email is sent, then it is stored', async () => {
    const res = await student.put('/api/users/email').send({ email: 'minjun@example.com' });
    expect([res.status, res.body.message, res.body.data]).toEqual([
      200,
      '이메일이 변경되었습니다.',
      { email: 'minjun@example.com' },
    ]);
    expect((await student.get('/api/users/me')).body.data.email).toBe('minjun@example.com');
  });

  it('when a member lists notifications, then only theirs come, newest first, with unread count', async () => {
    const res = await student.get('/api/notifications/me?limit=2');
    expect(res.status).toBe(200);
    const list = ZMemberNotificationList.parse(res.body.data);
    expect(list.notifications).toHaveLength(2);
    expect(list.unreadCount).toBe(2);
    const all = ZMemberNotificationList.parse(
      (await student.get('/api/notifications/me')).body.data,
    );
    expect(all.notifications).toHaveLength(3);
    const times = all.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    await student.get('/api/notifications/me?limit=51').expect(400);
    await staff.get('/api/notifications/me').expect(403);
    await request(testApp.app).get('/api/notifications/me').expect(401);
  });

  it('when a member marks their notification read, then it is read; others get 404', async () => {
    const list = ZMemberNotificationList.parse(
      (await student.get('/api/notifications/me')).body.data,
    );
    const unread = list.notifications.find((n) => !n.isRead);
    expect(unread).toBeDefined();
    const id = unread?.id ?? 0;
    await foreign.put(`/api/notifications/${id}/read`).expect(404);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await student.put(`/api/notifications/${id}/read`);
      expect([res.status, res.body.data]).toEqual([200, { id, isRead: true }]);
    }
    const after = ZMemberNotificationList.parse(
      (await student.get('/api/notifications/me')).body.data,
    );
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    await student.put('/api/notifications/999999/read').expect(404);
    await staff.put(`/api/notifications/${id}/read`).expect(403);
  });
});
