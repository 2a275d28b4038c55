import type { JobDefinition } from './job-definition.js';

/**
 * Writes `completed` on booked practice sessions whose end has passed. Every reader already
 * answers them as completed (docs/decisions/0004-practice-completion-at-read-time.md), so this
 * changes no answer; one UPDATE, and a second run finds nothing left to change.
 */
export const practiceCompletionJob: JobDefinition = {
  name: 'practice-completion',
  cron: '*/15 * * * *',
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 5 * 60,
  async run({ prisma, now, logger }) {
    const { count } = await prisma.practiceBooking.updateMany({
      where: { status: 'scheduled', endTime: { lte: now() } },
      data: { status: 'completed' },
    });
    if (count > 0) {
      logger.info({ job: 'practice-completion', completed: count }, 'practice sessions completed');
    }
  },
};
