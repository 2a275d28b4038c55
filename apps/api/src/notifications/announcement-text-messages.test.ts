import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { sendAnnouncement } from '../../test/announcements.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { addMember, hourLongSlot } from '../../test/factories/members.js';
import { seoulDate } from '../lib/seoul-time.js';
import { messagesKeyed, useTextChannelAcademy } from '../../test/text-channel.js';

describe('an announcement by 알림톡, with the text channel on', () => {
  const academy = useTextChannelAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;

  it('when staff send one, then each person gets ANNOUNCEMENT with the title in their language, a guardian once for the family, and no e-mail', async () => {
    const guardian = await addMember(prisma(), { name: '공지보호자', phone: '01074000001' });
    const children = await Promise.all(
      ['첫째', '둘째'].map((name) =>
        prisma().member.create({
          data: {
            name,
            guardianId: guardian.id,
            guardianRelation: 'father',
            lessonType: 'general',
          },
        }),
      ),
    );
    const stored = await sendAnnouncement(academy, {
      title: '3월 발표회 일정',
      titleEn: 'The March recital',
      message: '3월 28일 토요일에 발표회가 열립니다.',
      messageEn: 'The recital is on Saturday, 28 March.',
    });
    const { texts, mails } = await messagesKeyed(academy.testApp, `announcement:${stored.id}:`);
    expect(mails).toEqual([]);
    const byPhone = new Map(texts.map((row) => [row.phone, row]));
    expect(texts.map((row) => row.phone).sort()).toEqual(
      [DEMO.student.phoneNumber, DEMO.foreign.phoneNumber, guardian.phoneNumber].sort(),
    );
    expect(byPhone.get(DEMO.student.phoneNumber)).toMatchObject({
      kind: 'announcement',
      language: 'ko',
      templateCode: 'ANNOUNCEMENT_KO',
      variables: { academy: '드럼 아카데미', title: '3월 발표회 일정' },
    });
    expect(byPhone.get(DEMO.foreign.phoneNumber)).toMatchObject({
      language: 'en',
      templateCode: 'ANNOUNCEMENT_EN',
      variables: { academy: 'Drum Academy', title: 'The March recital' },
    });
    expect(byPhone.get(guardian.phoneNumber)).toMatchObject({
      memberId: guardian.id,
      dedupeKey: `announcement:${stored.id}:${guardian.id}`,
    });
    // The children still find it in their own list in the app.
    expect(
      await prisma().memberNotification.count({
        where: { announcementId: stored.id, memberId: { in: children.map((child) => child.id) } },
      }),
    ).toBe(2);
  });

  it('when staff send to one weekday and two children of a guardian outside the group study that day, then the guardian hears it once and each child reads it in the app', async () => {
    const guardian = await addMember(prisma(), { name: '수요보호자', phone: '01074000002' });
    const teacher = await prisma().staff.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const children = await Promise.all(
      [9 * 60, 10 * 60].map((startMinute, index) =>
        prisma().member.create({
          data: {
            name: `수요자녀${index}`,
            guardianId: guardian.id,
            guardianRelation: 'mother',
            lessonType: 'general',
            lessonSchedules: {
              create: hourLongSlot(teacher.id, { dayOfWeek: 3, startMinute }, seoulDate(-14)),
            },
          },
        }),
      ),
    );
    const stored = await sendAnnouncement(academy, {
      title: '수요일반 안내',
      titleEn: 'For the Wednesday class',
      message: '수요일 수업 안내입니다.',
      messageEn: 'About the Wednesday lessons.',
      audience: { kind: 'weekday', weekday: 'Wednesday' },
    });
    expect(stored.sentCount).toBe(2);
    const { texts } = await messagesKeyed(academy.testApp, `announcement:${stored.id}:`);
    expect(texts.map((row) => row.phone)).toEqual([guardian.phoneNumber]);
    expect(
      await prisma().memberNotification.count({
        where: { announcementId: stored.id, memberId: { in: children.map((child) => child.id) } },
      }),
    ).toBe(2);
  });
});
