import { announcementsOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
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
    const res = await callOperation(academy.staff, announcementsOperations.sendAnnouncement).send({
      title: '3월 발표회 일정',
      titleEn: 'The March recital',
      message: '3월 28일 토요일에 발표회가 열립니다.',
      messageEn: 'The recital is on Saturday, 28 March.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await prisma().announcement.findFirstOrThrow({ orderBy: { id: 'desc' } });
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
});
