import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import {
  approveLessonApplication,
  numberedLessonApplications,
} from '../../test/factories/lesson-applications.js';
import { staffIdOf, useDemoAcademy } from '../../test/demo-academy.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { startTestSmtp } from '../../test/test-smtp.js';
import { createLogger } from '../logger/logger.js';
import { mailOutboxJob } from '../jobs/mail-outbox-job.js';
import { callOperation } from '../../test/call-operation.js';
import { applicationOperations } from '@academy/contracts';

describe('a lesson application’s decision is e-mailed to the applicant through the outbox', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin }, createTestAppWithMail);
  let teacherId: number;

  beforeAll(async () => {
    teacherId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
  });

  const newApplication = numberedLessonApplications(
    () => academy.testApp.database.prisma,
    '0108888',
    (n, isForeigner) => ({
      name: isForeigner ? 'Emma Stone' : '이서연',
      email: `decided${n}@example.com`,
      preferredTime: '월요일: 15:00',
    }),
  );
  /** Approves with a weekly Wednesday lesson from `hour` o'clock, an hour long. */
  const approve = (id: number, isForeigner: boolean, hour: number) =>
    approveLessonApplication(academy.staff, id, {
      teacherId,
      lessonDayOfWeek: 'Wednesday',
      lessonStartTime: `${hour}:00`,
      lessonEndTime: `${hour + 1}:00`,
      monthlyFee: 170000,
      isForeigner,
    });
  const reject = (id: number, reason: string) =>
    callOperation(academy.staff, applicationOperations.rejectLessonApplication, {
      params: { id },
    }).send({ reason });
  const outboxOf = (recipient: string) =>
    academy.testApp.database.prisma.mailOutbox.findMany({
      where: { recipient },
      orderBy: { id: 'asc' },
    });
  const mailsTo = async (address: string) => {
    await academy.testApp.outbox.settled();
    return academy.testApp.smtp.messages.filter((mail) => mail.to.includes(address));
  };

  it('when an application is approved, then the applicant gets the login id and lesson time in Korean, never the password', async () => {
    const application = await newApplication();
    const res = await approve(application.id, false, 19);
    expect(res.status).toBe(200);
    const { loginId, temporaryPassword } = res.body.data;
    const [mail] = await mailsTo(application.email);
    expect(mail?.subject).toBe('[드럼 아카데미] 정규수업 신청이 승인되었습니다');
    expect(mail?.text).toContain(`로그인 아이디: ${loginId}`);
    expect(mail?.text).toContain('수업 시간: 매주 수요일 19:00-20:00');
    expect(mail?.text).toContain('임시 비밀번호는 첫 수업 때 학원에서 직접 전해드립니다.');
    expect(mail?.text).not.toContain(temporaryPassword);
    // The approval, then the tuition due of the month it was approved in (docs/product/tuition.md).
    const queued = await outboxOf(application.email);
    expect(queued).toMatchObject([
      {
        status: 'sent',
        language: 'ko',
        dedupeKey: `lesson_application:${application.id}:approved`,
      },
      { status: 'sent', language: 'ko', dedupeKey: expect.stringMatching(/^tuition:\d+:issued$/) },
    ]);
  });

  it('when a foreign applicant is approved, then the mail is in English, without the password', async () => {
    const application = await newApplication(true);
    const res = await approve(application.id, true, 20);
    const [mail] = await mailsTo(application.email);
    expect(mail?.subject).toBe('[Drum Academy] Your regular lesson application was approved');
    expect(mail?.text).toContain('Hello Emma Stone,');
    expect(mail?.text).toContain(`Login ID: ${res.body.data.loginId}`);
    expect(mail?.text).toContain('Lesson time: every Wednesday 20:00-21:00');
    expect(mail?.text).not.toContain(res.body.data.temporaryPassword);
  });

  it('when staff write a message to the student on approval, then it reaches the student in the e-mail and the notification, in their language', async () => {
    const application = await newApplication(true);
    const res = await approveLessonApplication(academy.staff, application.id, {
      teacherId,
      teacherResponse: 'Please bring your own sticks.',
      lessonDayOfWeek: 'Wednesday',
      lessonStartTime: '21:00',
      lessonEndTime: '22:00',
      monthlyFee: 170000,
      isForeigner: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await mailsTo(application.email);
    expect(mail?.text).toContain('Message from the academy:\nPlease bring your own sticks.');
    const notification = await academy.testApp.database.prisma.memberNotification.findFirstOrThrow({
      where: { memberId: res.body.data.userId, category: 'lesson_request_approved' },
    });
    expect(notification.messageEn).toContain(
      '(Message from the academy: Please bring your own sticks.)',
    );
    expect(notification.message).toContain('(학원 메시지: Please bring your own sticks.)');
  });

  it('when the approval fails (the slot is taken), then no mail is queued', async () => {
    const first = await newApplication();
    expect((await approve(first.id, false, 12)).status).toBe(200);
    const second = await newApplication();
    expect((await approve(second.id, false, 12)).status).toBe(409);
    expect(await outboxOf(second.email)).toEqual([]);
  });

  it('when an application is rejected, then the applicant gets the reason in their language', async () => {
    const korean = await newApplication();
    const foreign = await newApplication(true);
    expect((await reject(korean.id, '정원이 찼습니다')).status).toBe(200);
    expect((await reject(foreign.id, 'The class is full')).status).toBe(200);
    const [koreanMail] = await mailsTo(korean.email);
    expect(koreanMail?.subject).toBe('[드럼 아카데미] 정규수업 신청 결과 안내');
    expect(koreanMail?.text).toContain('사유: 정원이 찼습니다');
    const [englishMail] = await mailsTo(foreign.email);
    expect(englishMail?.subject).toBe('[Drum Academy] About your regular lesson application');
    expect(englishMail?.text).toContain('Reason: The class is full');
  });

  it('when the SMTP server is down, then the rejection waits in the outbox and arrives once it is back, exactly once', async () => {
    const { smtp, outbox } = academy.testApp;
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const application = await newApplication();
    const started = Date.now();
    expect((await reject(application.id, '정원이 찼습니다')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    await outbox.settled();
    const waiting = await academy.testApp.database.prisma.mailOutbox.findFirstOrThrow({
      where: { recipient: application.email },
    });
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    // Refused, or reset when the connection reached the closing listener's queue on a busy machine.
    expect(waiting.lastError).toMatch(/^connect (ECONNREFUSED|ECONNRESET) 127\.0\.0\.1:/);

    const restarted = await startTestSmtp(port);
    try {
      // The mail-outbox job, twice, once the retry is due.
      const context = {
        prisma: academy.testApp.database.prisma,
        now: () => waiting.nextAttemptAt,
        logger: createLogger({ logLevel: 'silent', env: 'test' }),
        outbox,
      };
      await mailOutboxJob.run(context);
      await mailOutboxJob.run(context);
      const received = restarted.messages.filter((mail) => mail.to.includes(application.email));
      expect(received).toHaveLength(1);
      expect(received[0]?.text).toContain('사유: 정원이 찼습니다');
      expect(await outboxOf(application.email)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    } finally {
      await restarted.close();
    }
  });
});
