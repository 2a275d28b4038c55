import { describe, expect, it } from 'vitest';
import {
  attendanceOperations,
  notificationsOperations,
  sentenceDate,
  sentenceDateTime,
  STAFF_NOTIFICATION_TEXTS,
  type TNotificationItem,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { demoStudentLessonDates } from '../../test/factories/schedule-changes.js';
import { callOperation } from '../../test/call-operation.js';
import { askNextDay } from '../../test/change-requests.js';

describe('the detail line of staff notices', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  // The demo student has lessons on Tuesdays 19:00; the soonest may be too close for a notice.
  const [, first = '', second = ''] = demoStudentLessonDates();

  const latestOf = async (category: string) => {
    const res = await callOperation(academy.staff, notificationsOperations.listStaffNotifications);
    expect(res.status).toBe(200);
    const notices = res.body.data.notifications as TNotificationItem[];
    return notices.find((notice) => notice.category === category);
  };

  it('when a member gives notice of absence, then staff read the fixed texts and a detail naming the member and the lesson in both languages', async () => {
    const res = await callOperation(academy.student, attendanceOperations.giveAbsenceNotice).send({
      date: first,
      reason: '가족 행사',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const fixed = STAFF_NOTIFICATION_TEXTS.absence_notice;
    expect(await latestOf('absence_notice')).toMatchObject({
      title: fixed.title.ko,
      message: fixed.message.ko,
      messageEn: fixed.message.en,
      detail: `${DEMO.student.name} · ${sentenceDateTime(first, '19:00', 'ko')}`,
      detailEn: `${DEMO.student.name} · ${sentenceDateTime(first, '19:00', 'en')}`,
    });
  });

  it('when a member asks to move a lesson, then the detail names the member, the lesson and the hour asked for', async () => {
    const res = await askNextDay(academy.student, second, '13:00');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const notice = await latestOf('modification_request');
    expect(notice?.detail).toContain(`${DEMO.student.name} · ${sentenceDate(second, 'ko')} → `);
    expect(notice?.detail).toContain('13:00–14:00');
    expect(notice?.detailEn).toContain(`${DEMO.student.name} · ${sentenceDate(second, 'en')} → `);
  });

  it('when a notice was stored before the detail existed, then it answers none', async () => {
    const staffId = (
      await academy.testApp.database.prisma.staff.findFirstOrThrow({
        where: { loginId: DEMO.admin.loginId },
      })
    ).id;
    await academy.testApp.database.prisma.staffNotification.create({
      data: {
        staffId,
        category: 'inquiry_received',
        title: 't',
        titleEn: 't',
        message: 'm',
        messageEn: 'm',
      },
    });
    expect(await latestOf('inquiry_received')).toMatchObject({ detail: null, detailEn: null });
  });
});
