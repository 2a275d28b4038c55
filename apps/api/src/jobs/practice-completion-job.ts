import { scheduledJob } from './scheduled-job.js';

/**
 * Writes `completed` on booked practice sessions whose end has passed. Every reader already
 * answers them as completed (docs/decisions/0004-practice-completion-at-read-time.md), so this
 * changes no answer; one UPDATE, and a second run finds nothing left to change.
 */
export const practiceCompletionJob = scheduledJob(
  'practice-completion',
  { cron: '*/15 * * * *', retries: 5, retryDelaySeconds: 60, expireInSeconds: 5 * 60 },
  async ({ prisma, now, report }) => {
    const { count } = await prisma.practiceBooking.updateMany({
      where: { status: 'scheduled', endTime: { lte: now() } },
      data: { status: 'completed' },
    });
    if (count > 0) {
      report({ completed: count }, 'practice sessions completed');
    }
  },
);
