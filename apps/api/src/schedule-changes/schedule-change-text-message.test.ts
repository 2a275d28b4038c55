import { addDaysToIsoDate, alimtalkDate } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { askedToMoveToNextDay, decideChange } from '../../test/change-requests.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { lastDemoStudentLessonDate } from '../../test/factories/schedule-changes.js';
import { messagesKeyed, onlyTextMessage, useTextChannelAcademy } from '../../test/text-channel.js';

describe('a schedule change decision with the text channel on: the answer by 알림톡', () => {
  const academy = useTextChannelAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  const student = () =>
    prisma().member.findUniqueOrThrow({ where: { loginId: MEMBERS_AND_STAFF.student.loginId } });

  it('when staff approve, then the member gets SCHEDULE_APPROVED_KO with the lesson’s day and hours and the new ones, and the app notice', async () => {
    const target = lastDemoStudentLessonDate();
    const { id } = await askedToMoveToNextDay(academy.student, target, '15:00');
    expect((await decideChange(academy.staff, id, 'approve', '승인합니다')).status).toBe(200);
    const member = await student();
    expect(await onlyTextMessage(academy.testApp, `schedule_change:${id}:`)).toMatchObject({
      dedupeKey: `schedule_change:${id}:approved`,
      memberId: member.id,
      phone: MEMBERS_AND_STAFF.student.phoneNumber,
      language: 'ko',
      templateCode: 'SCHEDULE_APPROVED_KO',
      status: 'sent',
      variables: {
        academy: '드럼 아카데미',
        name: '김민준',
        oldDate: alimtalkDate(target, 'ko'),
        oldTime: '19:00-20:00',
        newDate: alimtalkDate(addDaysToIsoDate(target, 1), 'ko'),
        newTime: '15:00-16:00',
      },
    });
    expect(
      await prisma().memberNotification.count({
        where: { memberId: member.id, category: 'modification_approved' },
      }),
    ).toBe(1);
  });

  it('when staff reject the request of a member who reads English, then they get SCHEDULE_REJECTED_EN with the hours asked for', async () => {
    const target = lastDemoStudentLessonDate(1);
    const { id } = await askedToMoveToNextDay(academy.student, target, '16:00');
    const member = await student();
    await prisma().member.update({ where: { id: member.id }, data: { isForeigner: true } });
    try {
      expect((await decideChange(academy.staff, id, 'reject', 'Fully booked')).status).toBe(200);
    } finally {
      await prisma().member.update({ where: { id: member.id }, data: { isForeigner: false } });
    }
    expect(await onlyTextMessage(academy.testApp, `schedule_change:${id}:`)).toMatchObject({
      templateCode: 'SCHEDULE_REJECTED_EN',
      language: 'en',
      variables: {
        academy: 'Drum Academy',
        name: '김민준',
        oldDate: alimtalkDate(target, 'en'),
        oldTime: '19:00-20:00',
        newDate: alimtalkDate(addDaysToIsoDate(target, 1), 'en'),
        newTime: '16:00-17:00',
      },
    });
  });

  it('when the lesson was removed before the request is rejected, then there are no hours to write: the app notice alone tells the member', async () => {
    const target = lastDemoStudentLessonDate(2);
    const { id } = await askedToMoveToNextDay(academy.student, target, '17:00');
    const rejections = async () =>
      prisma().memberNotification.count({
        where: { memberId: (await student()).id, category: 'modification_rejected' },
      });
    const before = await rejections();
    // As removing the slot leaves it (ON DELETE SET NULL), without removing the demo's lesson.
    await prisma().scheduleChange.update({ where: { id }, data: { lessonScheduleId: null } });
    expect((await decideChange(academy.staff, id, 'reject', '수업이 없습니다')).status).toBe(200);
    const { texts, mails } = await messagesKeyed(academy.testApp, `schedule_change:${id}:`);
    expect([texts, mails]).toEqual([[], []]);
    expect(await rejections()).toBe(before + 1);
  });
});
