import { seoulInstant } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLogger } from '../logger/logger.js';
import { rateLimitCleanupJob } from './rate-limit-cleanup-job.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';

const NOW = seoulInstant('2031-03-10', 12);
const MINUTE = 60_000;

describe('the rate-limit-cleanup job', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const prisma = () => testApp.database.prisma;

  it('when it runs, then closed windows are forgotten, open ones keep their counts, and a second run changes nothing', async () => {
    const counters = createRateLimitCounters(prisma());
    const earlier = new Date(NOW.getTime() - 30 * MINUTE);
    await counters.increment('closed-a', 10 * MINUTE, earlier);
    await counters.increment('closed-b', 10 * MINUTE, earlier);
    await counters.increment('open', 60 * MINUTE, earlier);
    await counters.increment('open', 60 * MINUTE, earlier);
    const context = {
      prisma: prisma(),
      now: () => NOW,
      logger: createLogger({ logLevel: 'silent', env: 'test' }),
      outbox: testApp.outbox,
    };
    await rateLimitCleanupJob.run(context);
    await rateLimitCleanupJob.run(context);
    expect(await prisma().rateLimitCounter.count()).toBe(1);
    expect((await counters.current('open', NOW))?.hits).toBe(2);
  });

  it('when it runs, then guest form fingerprints older than a minute are forgotten and newer ones kept', async () => {
    const row = (reference: string, secondsAgo: number) => ({
      kind: 'lesson',
      fingerprint: reference.padEnd(64, '0'),
      entityId: 1,
      reference,
      createdAt: new Date(NOW.getTime() - secondsAgo * 1000),
    });
    await prisma().formSubmission.createMany({ data: [row('old', 61), row('new', 59)] });
    await rateLimitCleanupJob.run({
      prisma: prisma(),
      now: () => NOW,
      logger: createLogger({ logLevel: 'silent', env: 'test' }),
      outbox: testApp.outbox,
    });
    const left = await prisma().formSubmission.findMany({ select: { reference: true } });
    expect(left).toEqual([{ reference: 'new' }]);
  });
});
