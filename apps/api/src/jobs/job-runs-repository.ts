import {
  JOB_ERROR_MESSAGE_MAX_LENGTH,
  JOB_RECENT_FAILURES_SHOWN,
  JOB_RUN_RETENTION_DAYS,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';

const ABANDONED_RUN_ERROR =
  'Stopped before it finished: the API process ended or the attempt ran past its time limit.';

/** The record of job attempts (the job_runs table) the admin's jobs screen reads. */
export function createJobRunsRepository(prisma: PrismaClient) {
  const newestFirst = [{ startedAt: 'desc' as const }, { id: 'desc' as const }];
  return {
    async recordStart(run: {
      jobName: string;
      queueJobId: string;
      attempt: number;
      startedAt: Date;
    }): Promise<number> {
      const { id } = await prisma.jobRun.create({ data: run, select: { id: true } });
      return id;
    },

    async recordEnd(id: number, end: { finishedAt: Date; error: string | null }): Promise<void> {
      await prisma.jobRun.update({
        where: { id },
        data: {
          finishedAt: end.finishedAt,
          outcome: end.error === null ? 'succeeded' : 'failed',
          error: end.error?.slice(0, JOB_ERROR_MESSAGE_MAX_LENGTH) ?? null,
        },
      });
    },

    /**
     * Marks failed the attempts still "running" that started before `startedBefore`: their
     * process stopped (or they outlived their expiry), and pg-boss has retried them already.
     */
    async closeAbandonedRuns(jobName: string, startedBefore: Date, now: Date): Promise<void> {
      await prisma.jobRun.updateMany({
        where: { jobName, outcome: 'running', startedAt: { lt: startedBefore } },
        data: { outcome: 'failed', finishedAt: now, error: ABANDONED_RUN_ERROR },
      });
    },

    /** Keeps the record bounded: a job every 15 minutes adds about 3,000 runs a month. */
    async forgetOldRuns(jobName: string, now: Date): Promise<void> {
      const before = new Date(now.getTime() - JOB_RUN_RETENTION_DAYS * 86_400_000);
      await prisma.jobRun.deleteMany({ where: { jobName, startedAt: { lt: before } } });
    },

    async latest(jobName: string) {
      return prisma.jobRun.findFirst({ where: { jobName }, orderBy: newestFirst });
    },

    async recentFailures(jobName: string) {
      return prisma.jobRun.findMany({
        where: { jobName, outcome: 'failed' },
        orderBy: newestFirst,
        take: JOB_RECENT_FAILURES_SHOWN,
      });
    },
  };
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
