import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app.js';
import { createLogger } from '../logger/logger.js';
import { MAIL_OUTBOX_RETENTION_DAYS, mailOutboxJob } from './mail-outbox-job.js';
import { queueMails } from '../mail/outbox/queue-mail.js';

const DAY_MS = 86_400_000;

describe('the mail-outbox job', () => {
  let testApp: TestAppWithMail;
  // Mails are due from when they are queued (the database clock): the job's clock runs after it.
  const now = new Date(Date.now() + 3_600_000);
  const context = () => ({
    prisma: testApp.database.prisma,
    now: () => now,
    logger: createLogger({ logLevel: 'silent', env: 'test' }),
    outbox: testApp.outbox,
  });
  const queue = (count: number) =>
    testApp.database.prisma.$transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) {
        await queueMails(tx, [
          {
            dedupeKey: `job-test:${n}`,
            language: 'ko',
            message: { to: `guest${n}@example.com`, subject: `subject ${n}`, text: `text ${n}` },
          },
        ]);
      }
    });

  beforeAll(async () => {
    testApp = await createTestAppWithMail();
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.prisma.mailOutbox.deleteMany();
    testApp.smtp.messages.length = 0;
  });

  it('when more mails wait than one batch holds, then one run sends them all, and a second run sends none again', async () => {
    await queue(60);
    await mailOutboxJob.run(context());
    expect(testApp.smtp.messages).toHaveLength(60);
    await mailOutboxJob.run(context());
    expect(testApp.smtp.messages).toHaveLength(60);
    expect(
      await testApp.database.prisma.mailOutbox.count({ where: { status: { not: 'sent' } } }),
    ).toBe(0);
  });

  it('when settled mails are older than the retention, then the run forgets them and keeps the pending and recent ones', async () => {
    const { prisma } = testApp.database;
    const old = new Date(now.getTime() - (MAIL_OUTBOX_RETENTION_DAYS + 1) * DAY_MS);
    const row = (dedupeKey: string, status: 'sent' | 'failed' | 'pending', createdAt: Date) => ({
      dedupeKey,
      recipient: 'guest@example.com',
      subject: '',
      text: '',
      language: 'ko',
      status,
      createdAt,
      // Not due yet, so the run leaves the pending one where it is.
      nextAttemptAt: new Date(now.getTime() + DAY_MS),
    });
    await prisma.mailOutbox.createMany({
      data: [
        row('old-sent', 'sent', old),
        row('old-failed', 'failed', old),
        row('old-pending', 'pending', old),
        row('recent-sent', 'sent', new Date(now.getTime() - DAY_MS)),
      ],
    });
    await mailOutboxJob.run(context());
    const left = await prisma.mailOutbox.findMany({ orderBy: { dedupeKey: 'asc' } });
    expect(left.map((mail) => mail.dedupeKey)).toEqual(['old-pending', 'recent-sent']);
  });
});
