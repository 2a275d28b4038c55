import { memberOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { sendAnnouncement } from '../../test/announcements.js';
import { callOperation } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { runJobAt } from '../../test/run-job.js';
import { messagesKeyed, useTextChannelAcademy } from '../../test/text-channel.js';
import { textMessageOutboxJob } from '../jobs/text-message-outbox-job.js';
import type { TMessage } from '../unit-of-work/message.js';
import { createUnitOfWork } from '../unit-of-work/unit-of-work.js';

describe('a member who chose text messages (SMS), with the text channel on', () => {
  const academy = useTextChannelAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;

  const memberChoosingSms = async (name: string, phone: string) => {
    const signedIn = await addSignedInMember(academy.testApp, { name, phone });
    const chosen = await callOperation(signedIn.agent, memberOperations.updateMessageChannel).send({
      channel: 'sms',
    });
    expect(chosen.status).toBe(200);
    return signedIn.member;
  };

  it('when staff send an announcement, then the member gets its filled text as a plain SMS/LMS, once', async () => {
    const member = await memberChoosingSms('문자회원', '01074100001');
    const stored = await sendAnnouncement(academy, {
      title: '4월 휴원 안내',
      titleEn: 'Closed in April',
      message: '4월 10일은 휴원합니다.',
      messageEn: 'We are closed on 10 April.',
    });
    // An announcement waits through the quiet hours: the outbox job sends it once it is due.
    const queued = await prisma().textMessage.findFirstOrThrow({
      where: { dedupeKey: `announcement:${stored.id}:${member.id}` },
    });
    await runJobAt(textMessageOutboxJob, academy.testApp, queued.nextAttemptAt);
    const { texts, mails } = await messagesKeyed(
      academy.testApp,
      `announcement:${stored.id}:${member.id}`,
    );
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    const [row] = texts;
    expect(row).toMatchObject({
      phone: '01074100001',
      kind: 'announcement',
      templateCode: 'ANNOUNCEMENT_KO',
      channel: 'sms',
      status: 'sent',
    });
    expect(row?.text).toContain('4월 휴원 안내');
    const received = academy
      .double()
      .messages()
      .filter((message) => message.customFields['key'] === row?.dedupeKey);
    expect(received).toHaveLength(1);
    expect(['SMS', 'LMS']).toContain(received[0]?.type);
    expect(received[0]?.text).toBe(row?.text);
    expect(received[0]?.kakaoOptions ?? null).toBeNull();
  });

  it('when the message carries a password (a secure template), then it never goes as SMS: the member gets the e-mail', async () => {
    const member = await memberChoosingSms('보안문자', '01074100002');
    const units = createUnitOfWork({
      prisma: prisma(),
      texts: { appOrigin: 'https://academy.example', outbox: { sendSoon: () => undefined } },
    });
    const secret: TMessage = {
      key: `sms-test:secure:${member.id}`,
      mail: (recipient) => ({ to: recipient.to, subject: 'password', text: 'password' }),
      text: () => ({
        kind: 'lessonApplicationApproved',
        variables: {
          academy: '드럼 아카데미',
          name: '보안문자',
          loginId: 'secure01',
          temporaryPassword: 'Tmp-2931-abcd',
        },
      }),
    };
    await units.run(async ({ notify }) => notify({ memberId: member.id }, secret));
    const { texts, mails } = await messagesKeyed(academy.testApp, secret.key);
    expect(texts).toEqual([]);
    expect(mails.map((mail) => mail.recipient)).toEqual([member.email]);
  });
});
