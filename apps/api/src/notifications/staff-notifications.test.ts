import { describe, expect, it } from 'vitest';
import {
  STAFF_NOTIFICATION_TEXTS,
  VALIDATION_MESSAGES,
  notificationsOperations,
  announcementsOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly, statusesOf, UNKNOWN_ID } from '../../test/refusals.js';

describe('staff notifications and announcements', () => {
  const academy = useStaffDesk();

  const announcement = {
    title: '휴원 안내',
    titleEn: 'Closure notice',
    message: '다음 주 월요일은 휴원합니다.',
    messageEn: 'The academy is closed next Monday.',
  };

  it('when a guest or a member calls the staff routes, then 401 or 403', async () => {
    await expectStaffOnly(academy, [
      (caller) => callOperation(caller, notificationsOperations.listStaffNotifications),
      (caller) =>
        callOperation(caller, notificationsOperations.markStaffNotificationRead, {
          params: { id: '1' },
        }),
      (caller) => callOperation(caller, notificationsOperations.markAllStaffNotificationsRead),
      (caller) =>
        callOperation(caller, announcementsOperations.sendAnnouncement).send(announcement),
    ]);
  });

  it("when staff mark all read, then only the caller's unread notices are marked and a second call answers 0", async () => {
    const { prisma } = academy.testApp.database;
    const other = await prisma.staff.create({
      data: { loginId: 'teacher3', passwordHash: 'x', name: '한선생', email: 't3@example.com' },
    });
    const notice = { category: 'absence_notice', title: 't', titleEn: 't', message: 'm' } as const;
    await prisma.staffNotification.createMany({
      data: [academy.adminId, academy.adminId, other.id].map((staffId) => ({
        ...notice,
        staffId,
        messageEn: 'm',
      })),
    });
    const unread = (staffId: number) =>
      prisma.staffNotification.count({ where: { staffId, isRead: false } });
    const mine = await unread(academy.adminId);
    expect(mine).toBeGreaterThanOrEqual(2);

    const markAll = () =>
      callOperation(academy.staff, notificationsOperations.markAllStaffNotificationsRead);
    const first = await markAll();
    expect([first.status, first.body.data]).toEqual([200, { count: mine }]);
    expect(await unread(academy.adminId)).toBe(0);
    expect(await unread(other.id)).toBe(1);
    const list = await callOperation(academy.staff, notificationsOperations.listStaffNotifications);
    expect(list.body.data.unreadCount).toBe(0);
    const again = await markAll();
    expect([again.status, again.body.data]).toEqual([200, { count: 0 }]);
  });

  it('when staff read their notifications, then the fixed texts, newest first, with the unread count; marking one read lowers it', async () => {
    const { prisma } = academy.testApp.database;
    const note = await prisma.staffNotification.create({
      data: {
        staffId: academy.adminId,
        category: 'lesson_request',
        title: '저장된 제목',
        titleEn: 'Stored title',
        message: '저장된 메시지',
        messageEn: 'Stored message',
      },
    });
    const res = await callOperation(academy.staff, notificationsOperations.listStaffNotifications, {
      query: { limit: 10 },
    });
    expect(res.status).toBe(200);
    const fixed = STAFF_NOTIFICATION_TEXTS.lesson_request;
    expect(res.body.data.notifications[0]).toMatchObject({
      id: note.id,
      category: 'lesson_request',
      title: fixed.title.ko,
      titleEn: fixed.title.en,
      message: fixed.message.ko,
      messageEn: fixed.message.en,
      isRead: false,
    });
    const unread = await prisma.staffNotification.count({
      where: { staffId: academy.adminId, isRead: false },
    });
    expect(res.body.data.unreadCount).toBe(unread);

    const read = await callOperation(
      academy.staff,
      notificationsOperations.markStaffNotificationRead,
      { params: { id: note.id } },
    );
    expect([read.status, read.body.data]).toEqual([200, { id: note.id, isRead: true }]);
    const after = await callOperation(
      academy.staff,
      notificationsOperations.listStaffNotifications,
    );
    expect(after.body.data.unreadCount).toBe(unread - 1);
    expect(
      (
        await callOperation(academy.staff, notificationsOperations.listStaffNotifications, {
          query: { limit: 0 },
        })
      ).status,
    ).toBe(400);
  });

  it("when staff mark another account's or an unknown notification, then 404", async () => {
    const { prisma } = academy.testApp.database;
    const other = await prisma.staff.create({
      data: { loginId: 'teacher2', passwordHash: 'x', name: '최선생', email: 't2@example.com' },
    });
    const theirs = await prisma.staffNotification.create({
      data: {
        staffId: other.id,
        category: 'practice_booked',
        title: 't',
        titleEn: 't',
        message: 'm',
        messageEn: 'm',
      },
    });
    const markRead = (id: number | string) =>
      callOperation(academy.staff, notificationsOperations.markStaffNotificationRead, {
        params: { id },
      });
    expect(await statusesOf([markRead(theirs.id), markRead(UNKNOWN_ID)])).toEqual([404, 404]);
  });

  it('when staff send to all, then each active member gets it once, inactive ones do not, and it is audited', async () => {
    const { prisma } = academy.testApp.database;
    const sleeping = await prisma.member.create({
      data: {
        loginId: 'sleepy',
        passwordHash: 'x',
        name: '휴면회원',
        email: 'sleepy@example.com',
        phoneNumber: '01040000001',
        status: 'inactive',
      },
    });
    const res = await callOperation(academy.staff, announcementsOperations.sendAnnouncement).send(
      announcement,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { sentCount: 2 } });
    expect(res.body.message).toBe('2명에게 공지를 보냈습니다.');
    const stored = await prisma.announcement.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(stored).toMatchObject({ ...announcement, authorId: academy.adminId, sentCount: 2 });
    const notes = await prisma.memberNotification.findMany({
      where: { announcementId: stored.id },
      include: { member: { select: { loginId: true } } },
    });
    expect(notes.map((n) => n.member.loginId).sort()).toEqual([
      DEMO.foreign.loginId,
      DEMO.student.loginId,
    ]);
    expect(
      notes.every((n) => n.category === 'announcement' && n.titleEn === 'Closure notice'),
    ).toBe(true);
    expect(await prisma.memberNotification.count({ where: { memberId: sleeping.id } })).toBe(0);
    expect(
      await prisma.auditLog.count({
        where: { action: 'announcement.send', entityId: String(stored.id) },
      }),
    ).toBe(1);

    const inbox = await callOperation(academy.member, notificationsOperations.listOwnNotifications);
    expect(inbox.body.data.notifications[0]).toMatchObject({
      category: 'announcement',
      title: '휴원 안내',
    });
  });

  it.each(['title', 'titleEn', 'message', 'messageEn'])(
    'when %s is blank, then 400 with the announcement message and nothing is sent',
    async (field) => {
      const before = await academy.testApp.database.prisma.announcement.count();
      const res = await callOperation(academy.staff, announcementsOperations.sendAnnouncement)
        .set('Accept-Language', 'en')
        .send({ ...announcement, [field]: '   ' });
      expect([res.status, res.body.message]).toEqual([
        400,
        VALIDATION_MESSAGES.announcementFieldsRequired.en,
      ]);
      expect(await academy.testApp.database.prisma.announcement.count()).toBe(before);
    },
  );
});
