import { applicationOperations } from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { staffIdOf } from '../../test/demo-academy.js';
import {
  addLessonApplication,
  approveLessonApplication,
} from '../../test/factories/lesson-applications.js';
import { childApplication, guest, VALID_LESSON_APPLICATION } from '../../test/guest-helpers.js';
import { messagesKeyed, useTextChannelAcademy } from '../../test/text-channel.js';
import { SECRET_MASK } from '../text-messages/outbox/secure-redaction.js';

describe('an approved lesson application with the text channel on: the login by 알림톡', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin });
  const prisma = () => academy.testApp.database.prisma;
  let teacherId: number;
  let hour = 6;
  beforeAll(async () => {
    teacherId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
  });

  /** Approves application `id` on Wednesdays, each approval an hour of its own. */
  const approve = (id: number, isForeigner = false) => {
    const start = String(hour++).padStart(2, '0');
    return approveLessonApplication(academy.staff, id, {
      teacherId,
      lessonDayOfWeek: 'Wednesday',
      lessonStartTime: `${start}:00`,
      lessonEndTime: `${start}:50`,
      monthlyFee: 170_000,
      isForeigner,
    });
  };
  const sentTo = (phone: string) =>
    academy
      .double()
      .messages()
      .filter((message) => message.to === phone);

  it('when an adult is approved, then LESSON_APPROVED carries the login id and the temporary password, without SMS fallback; the row keeps only the mask, and no approval e-mail goes', async () => {
    const application = await addLessonApplication(prisma(), {
      name: '승인문자',
      phoneNumber: '01075000001',
      email: 'approved-text@example.com',
    });
    const res = await approve(application.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { temporaryPassword, loginId } = res.body.data as {
      temporaryPassword: string;
      loginId: string;
    };
    expect(loginId).toBe('s01075000001');
    const key = `lesson_application:${application.id}:approved`;
    const { texts, mails } = await messagesKeyed(academy.testApp, key);
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    const [row] = texts;
    const [received] = sentTo('01075000001').filter(
      (message) => message.customFields['key'] === key,
    );
    expect(received?.text).toContain(`- 임시 비밀번호: ${temporaryPassword}`);
    expect(received?.text).toContain(`- 아이디: ${loginId}`);
    expect(received?.kakaoOptions).toMatchObject({
      templateId: 'LESSON_APPROVED_KO',
      disableSms: true,
    });
    expect(row).toMatchObject({
      phone: '01075000001',
      kind: 'lessonApplicationApproved',
      language: 'ko',
      templateCode: 'LESSON_APPROVED_KO',
      status: 'sent',
      providerMessageId: received?.messageId,
      variables: {
        academy: '드럼 아카데미',
        name: '승인문자',
        loginId,
        temporaryPassword: SECRET_MASK,
      },
    });
    expect(row?.text).toContain(`- 임시 비밀번호: ${SECRET_MASK}`);
    expect(row?.text).not.toContain(temporaryPassword);
    expect(JSON.stringify(row?.variables)).not.toContain(temporaryPassword);
    // The first due issued with the approval goes by 알림톡 as well.
    const due = await prisma().tuitionDue.findFirstOrThrow({
      where: { member: { loginId } },
    });
    const first = await messagesKeyed(academy.testApp, `tuition:${due.id}:issued`);
    expect(first.mails).toEqual([]);
    expect(first.texts.map((text) => text.templateCode)).toEqual(['DUE_ISSUED_KO']);
  });

  it('when a foreign applicant is approved, then the English template', async () => {
    const application = await addLessonApplication(prisma(), {
      name: 'Noah Smith',
      phoneNumber: '01075000002',
      email: 'approved-text-en@example.com',
    });
    const res = await approve(application.id, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { texts } = await messagesKeyed(
      academy.testApp,
      `lesson_application:${application.id}:approved`,
    );
    expect(texts[0]).toMatchObject({
      language: 'en',
      templateCode: 'LESSON_APPROVED_EN',
      variables: { name: 'Noah Smith', temporaryPassword: SECRET_MASK },
    });
    expect(sentTo('01075000002')[0]?.text).toContain(
      `- Temporary password: ${String(res.body.data.temporaryPassword)}`,
    );
  });

  it('when a child is approved, then the new guardian account’s login goes to the guardian’s phone naming the child; a second child, with no new password, is told by e-mail', async () => {
    const guardian = {
      name: '승인보호자',
      phoneNumber: '01075000003',
      email: 'approved-parent@example.com',
      relationship: 'mother' as const,
    };
    const applyForChild = async (name: string) => {
      const res = await callOperation(
        guest(academy.testApp.app, 'ko'),
        applicationOperations.applyForLesson,
      ).send(childApplication(VALID_LESSON_APPLICATION, { name, years: 10 }, guardian));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.requestId as number;
    };
    const firstId = await applyForChild('김하윤');
    const secondId = await applyForChild('김하람');
    const first = await approve(firstId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const approved = await messagesKeyed(academy.testApp, `lesson_application:${firstId}:approved`);
    expect(approved.mails).toEqual([]);
    expect(approved.texts[0]).toMatchObject({
      phone: guardian.phoneNumber,
      variables: {
        name: '김하윤',
        loginId: `s${guardian.phoneNumber}`,
        temporaryPassword: SECRET_MASK,
      },
    });

    const second = await approve(secondId);
    expect(second.body.data).toMatchObject({ temporaryPassword: null });
    const joined = await messagesKeyed(academy.testApp, `lesson_application:${secondId}:approved`);
    expect(joined.texts).toEqual([]);
    expect(joined.mails.map((mail) => mail.recipient)).toEqual([guardian.email]);
  });
});
