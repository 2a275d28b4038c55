import { inquiryOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { acceptedId } from '../../test/guest-form-checks.js';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { useTextChannelAcademy } from '../../test/text-channel.js';

const REPLIES = 20;

// Simultaneous replies only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('an inquiry answered by many replies at once', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin });

  it('when 20 replies arrive together, then the guest is told once and only one reply took the phone', async () => {
    const { testApp } = academy;
    const id = acceptedId(
      await callOperation(guest(testApp.app), inquiryOperations.submitInquiry).send({
        ...VALID_INQUIRY,
        phoneNumber: '01055440000',
        notifyWhenAnswered: true,
      }),
      '문의가 성공적으로 전송되었습니다!',
      'contactId',
    );
    const answers = await Promise.all(
      Array.from({ length: REPLIES }, (_, n) =>
        callOperation(academy.staff, inquiryOperations.replyToInquiry, { params: { id } }).send({
          reply: `답변 ${n}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    await testApp.textMessages?.settled();
    const { prisma } = testApp.database;
    expect(await prisma.textMessage.count({ where: { dedupeKey: `inquiry:${id}:answered` } })).toBe(
      1,
    );
    const audits = await prisma.auditLog.findMany({
      where: { action: 'contact.reply', entityId: String(id) },
      select: { details: true },
    });
    expect(audits).toHaveLength(REPLIES);
    const took = audits.filter(({ details }) => (details as { notified?: boolean }).notified);
    expect(took).toHaveLength(1);
    const stored = await prisma.inquiry.findUniqueOrThrow({ where: { id } });
    expect([stored.phoneNumber, stored.notifyWhenAnswered]).toEqual([null, false]);
  });
});
