import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ZMemberNotificationList, ZStudentProfile } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';

describe('the member’s own profile and notifications', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);

  it('when a member reads their profile, then it has the current lesson slot', async () => {
    const res = await academy.student.get('/api/users/me');
    expect(res.status).toBe(200);
    const profile = ZStudentProfile.parse(res.body.data);
    expect(profile).toMatchObject({
      name: '김민준',
      email: DEMO.student.email,
      phoneNumber: DEMO.student.phoneNumber,
      lessonDayOfWeek: 'Tuesday',
      lessonStartTime: '19:00',
      lessonEndTime: '20:00',
      isForeigner: false,
      teacherId: expect.any(Number),
    });
    const byId = await academy.student.get(`/api/users/${profile.userId}`);
    expect(byId.body.data).toEqual(res.body.data);
    await academy.foreign.get(`/api/users/${profile.userId}`).expect(404);
    await request(academy.testApp.app).get('/api/users/me').expect(401);
    await academy.staff.get('/api/users/me').expect(403);
  });

  it('when a member lists notifications, then only theirs come, newest first, with unread count', async () => {
    const res = await academy.student.get('/api/notifications/me?limit=2');
    expect(res.status).toBe(200);
    const list = ZMemberNotificationList.parse(res.body.data);
    expect(list.notifications).toHaveLength(2);
    expect(list.unreadCount).toBe(2);
    const all = ZMemberNotificationList.parse(
      (await academy.student.get('/api/notifications/me')).body.data,
    );
    expect(all.notifications).toHaveLength(3);
    const times = all.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    await academy.student.get('/api/notifications/me?limit=51').expect(400);
    await academy.staff.get('/api/notifications/me').expect(403);
    await request(academy.testApp.app).get('/api/notifications/me').expect(401);
  });

  it('when a member marks their notification read, then it is read; others get 404', async () => {
    const list = ZMemberNotificationList.parse(
      (await academy.student.get('/api/notifications/me')).body.data,
    );
    const unread = list.notifications.find((n) => !n.isRead);
    expect(unread).toBeDefined();
    const id = unread?.id ?? 0;
    await academy.foreign.put(`/api/notifications/${id}/read`).expect(404);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await academy.student.put(`/api/notifications/${id}/read`);
      expect([res.status, res.body.data]).toEqual([200, { id, isRead: true }]);
    }
    const after = ZMemberNotificationList.parse(
      (await academy.student.get('/api/notifications/me')).body.data,
    );
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    await academy.student.put('/api/notifications/999999/read').expect(404);
    await academy.staff.put(`/api/notifications/${id}/read`).expect(403);
  });
});
