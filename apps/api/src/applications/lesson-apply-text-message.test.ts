import { applicationOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { useTestApp } from '../../test/demo-academy.js';
import { acceptedId } from '../../test/guest-form-checks.js';
import { childApplication, guest, VALID_LESSON_APPLICATION } from '../../test/guest-helpers.js';
import { type TestApp } from '../../test/test-app.js';
import { useTextChannelAcademy } from '../../test/text-channel.js';

const apply = (testApp: TestApp, body: object, language: 'ko' | 'en') =>
  callOperation(guest(testApp.app, language), applicationOperations.applyForLesson).send(body);

/** The application's row in the text-message outbox, once the after-commit send has finished. */
async function textMessagesOf(testApp: TestApp, id: number) {
  await testApp.textMessages?.settled();
  return testApp.database.prisma.textMessage.findMany({
    where: { dedupeKey: { startsWith: `lesson_application:${id}:` } },
  });
}

describe('a lesson application with the text channel on: the receipt by 알림톡', () => {
  const academy = useTextChannelAcademy({});
  const double = () => academy.double();

  it('when a guest applies on the Korean page, then one receipt is queued with the application and delivered in Korean, and the row is sent with the message id', async () => {
    const { testApp } = academy;
    const id = acceptedId(
      await apply(testApp, VALID_LESSON_APPLICATION, 'ko'),
      '정규수업 신청이 완료되었습니다',
    );
    const [row, ...others] = await textMessagesOf(testApp, id);
    expect(others).toEqual([]);
    const received = double()
      .messages()
      .filter((message) => message.customFields['key'] === row?.dedupeKey);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: 'ATA', to: VALID_LESSON_APPLICATION.phoneNumber });
    expect(received[0]?.text).toBe(
      [
        '[드럼 아카데미] 정규 레슨 신청 접수',
        '',
        '홍길동님, 안녕하세요.',
        '정규 레슨 신청이 접수되었습니다. 신청해 주셔서 감사합니다.',
        '',
        `- 접수 번호: ${id}`,
        '',
        '담당자가 영업일 기준 1~2일 안에 전화드려 수업 시간과 진행 방식을 안내해 드리겠습니다.',
        '문의하실 때 접수 번호를 알려주시면 더 빠르게 도와드릴 수 있습니다.',
      ].join('\n'),
    );
    expect(row).toMatchObject({
      dedupeKey: `lesson_application:${id}:received`,
      memberId: null,
      phone: VALID_LESSON_APPLICATION.phoneNumber,
      kind: 'lessonApplicationReceived',
      language: 'ko',
      templateCode: 'LESSON_APPLIED_KO',
      status: 'sent',
      attempts: 1,
      providerMessageId: received[0]?.messageId,
    });
    expect(
      await testApp.database.prisma.mailOutbox.count({
        where: { dedupeKey: { startsWith: `lesson_application:${id}:` } },
      }),
    ).toBe(0);
  });

  it('when a guest applies with Accept-Language: en, then the receipt is the English template', async () => {
    const { testApp } = academy;
    const id = acceptedId(
      await apply(testApp, { ...VALID_LESSON_APPLICATION, phoneNumber: '01022224444' }, 'en'),
      'Your regular lesson application is complete',
    );
    const [row] = await textMessagesOf(testApp, id);
    expect(row).toMatchObject({
      language: 'en',
      templateCode: 'LESSON_APPLIED_EN',
      status: 'sent',
    });
    const [received] = double()
      .messages()
      .filter((message) => message.to === '01022224444');
    expect(received?.text).toBe(
      [
        '[Drum Academy] Lesson application received',
        '',
        'Hello 홍길동,',
        'Thank you for applying for regular lessons. We have received your application.',
        '',
        `- Reference number: ${id}`,
        '',
        'We will call you within 1-2 working days to arrange your lesson time and explain how lessons work.',
        'If you contact us, please quote your reference number.',
      ].join('\n'),
    );
  });

  it("when a guardian applies for a child, then the receipt goes to the guardian's phone, naming the child", async () => {
    const { testApp } = academy;
    const guardian = {
      name: '보호자문자',
      phoneNumber: '01066001234',
      email: 'parent-text@example.com',
      relationship: 'mother' as const,
    };
    const id = acceptedId(
      await apply(
        testApp,
        childApplication(VALID_LESSON_APPLICATION, { name: '김하준', years: 10 }, guardian),
        'ko',
      ),
      '정규수업 신청이 완료되었습니다',
    );
    const [row] = await textMessagesOf(testApp, id);
    expect(row).toMatchObject({ phone: guardian.phoneNumber, status: 'sent' });
    expect(row?.text).toContain('김하준님, 안녕하세요.');
  });
});

describe('a lesson application with the text channel off', () => {
  const app = useTestApp({ seed: true });

  it('when a guest applies, then nothing is queued for them, by text or by mail, as before', async () => {
    const { testApp } = app;
    expect(testApp.textMessages).toBeNull();
    const id = acceptedId(
      await apply(testApp, VALID_LESSON_APPLICATION, 'ko'),
      '정규수업 신청이 완료되었습니다',
    );
    const { prisma } = testApp.database;
    expect(await prisma.textMessage.count()).toBe(0);
    expect(
      await prisma.mailOutbox.count({
        where: { dedupeKey: { startsWith: `lesson_application:${id}:` } },
      }),
    ).toBe(0);
  });
});
