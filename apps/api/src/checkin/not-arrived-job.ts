import type { JobDefinition } from '../jobs/job-definition.js';
import { createAttendanceRepository } from '../attendance/attendance-repository.js';
import { createUnitOfWork } from '../unit-of-work/unit-of-work.js';
import { createCheckinRepository } from './checkin-repository.js';
import { notifyNotArrived } from './notify-not-arrived.js';

/**
 * Every 5 minutes, tells the members (a child's guardian by e-mail) whose lesson started 15
 * minutes ago or more and who have not checked in, unless a notice of absence or another mark
 * exists (docs/product/checkin.md). The notice rows make each lesson told about once.
 */
export const notArrivedJob: JobDefinition = {
  name: 'not-arrived',
  cron: '*/5 * * * *',
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 4 * 60,
  async run({ prisma, now, logger, outbox }) {
    const told = await notifyNotArrived({
      units: createUnitOfWork({ prisma, outbox }),
      attendance: createAttendanceRepository(prisma),
      checkin: createCheckinRepository(prisma),
      now: now(),
    });
    if (told > 0) logger.info({ job: 'not-arrived', told }, 'not-arrived notices given');
  },
};
