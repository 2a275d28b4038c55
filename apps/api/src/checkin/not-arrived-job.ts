import { scheduledJob } from '../jobs/scheduled-job.js';
import { createAttendanceRepository } from '../attendance/attendance-repository.js';
import { jobUnits } from '../jobs/job-units.js';
import { createCheckinRepository } from './checkin-repository.js';
import { notifyNotArrived } from './notify-not-arrived.js';

/**
 * Every 5 minutes, tells the members (a child's guardian by e-mail) whose lesson started 15
 * minutes ago or more and who have not checked in, unless a notice of absence or another mark
 * exists (docs/product/checkin.md). The notice rows make each lesson told about once.
 */
export const notArrivedJob = scheduledJob(
  'not-arrived',
  { cron: '*/5 * * * *', retries: 2, retryDelaySeconds: 30, expireInSeconds: 4 * 60 },
  async (context) => {
    const { prisma, now, report } = context;
    const told = await notifyNotArrived({
      units: jobUnits(context),
      attendance: createAttendanceRepository(prisma),
      checkin: createCheckinRepository(prisma),
      now: now(),
    });
    if (told > 0) report({ told }, 'not-arrived notices given');
  },
);
