import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ZMemberNotificationList,
  ZStudentProfile,
  memberOperations,
  notificationsOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';

describe('the member’s own profile and notifications', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);

  it('when a member reads their profile, then it has the current lesson slot', async () => {
    const res = await callOperation(academy.student, memberOperations.getOwnProfile);
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
    const byId = await callOperation(academy.student, memberOperations.getMemberById, {
      params: { id: profile.userId },
    });
    expect(byId.body.data).toEqual(res.body.data);
    await callOperation(academy.foreign, memberOperations.getMemberById, {
      params: { id: profile.userId },
    }).expect(404);
    await callOperation(request(academy.testApp.app), memberOperations.getOwnProfile).expect(401);
    await callOperation(academy.staff, memberOperations.getOwnProfile).expect(403);
  });

  it('when a member lists notifications, then only theirs come, newest first, with unread count', async () => {
    const res = await callOperation(academy.student, notificationsOperations.listOwnNotifications, {
      query: { limit: 2 },
    });
    expect(res.status).toBe(200);
    const list = ZMemberNotificationList.parse(res.body.data);
    expect(list.notifications).toHaveLength(2);
    expect(list.unreadCount).toBe(2);
    const all = ZMemberNotificationList.parse(
      (await callOperation(academy.student, notificationsOperations.listOwnNotifications)).body
        .data,
    );
    expect(all.notifications).toHaveLength(3);
    const times = all.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    await callOperation(academy.student, notificationsOperations.listOwnNotifications, {
      query: { limit: 51 },
    }).expect(400);
    await callOperation(academy.staff, notificationsOperations.listOwnNotifications).expect(403);
    await callOperation(
      request(academy.testApp.app),
      notificationsOperations.listOwnNotifications,
    ).expect(401);
  });

  it('when a member marks their notification read, then it is read; others get 404', async () => {
    const list = ZMemberNotificationList.parse(
      (await callOperation(academy.student, notificationsOperations.listOwnNotifications)).body
        .data,
    );
    const unread = list.notifications.find((n) => !n.isRead);
    expect(unread).toBeDefined();
    const id = unread?.id ?? 0;
    await callOperation(academy.foreign, notificationsOperations.markNotificationRead, {
      params: { id },
    }).expect(404);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await callOperation(
        academy.student,
        notificationsOperations.markNotificationRead,
        { params: { id } },
      );
      expect([res.status, res.body.data]).toEqual([200, { id, isRead: true }]);
    }
    const after = ZMemberNotificationList.parse(
      (await callOperation(academy.student, notificationsOperations.listOwnNotifications)).body
        .data,
    );
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    await callOperation(academy.student, notificationsOperations.markNotificationRead, {
      params: { id: '999999' },
    }).expect(404);
    await callOperation(academy.staff, notificationsOperations.markNotificationRead, {
      params: { id },
    }).expect(403);
  });
});
