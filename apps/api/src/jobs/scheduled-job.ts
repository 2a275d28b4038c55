import type { TJobName } from '@academy/contracts';
import type { JobContext, JobDefinition } from './job-definition.js';

/** When a scheduled job runs, and how often and how soon a failed attempt is tried again. */
export interface JobTiming {
  /** Five-field cron expression read in Asia/Seoul. */
  cron: string;
  /** Attempts after the first one; they are spaced out from `retryDelaySeconds` on. */
  retries: number;
  retryDelaySeconds: number;
  /** An attempt still going after this long counts as failed and is retried. */
  expireInSeconds: number;
}

/** A scheduled job's context, with its log line: `report` tags the summary with the job's name. */
export interface ScheduledJobContext extends JobContext {
  report(summary: Record<string, unknown>, message: string): void;
}

/** A job that runs on its cron schedule and retries with backoff (docs/product/jobs.md). */
export function scheduledJob(
  name: TJobName,
  timing: JobTiming,
  run: (context: ScheduledJobContext) => Promise<void>,
): JobDefinition {
  return {
    name,
    cron: timing.cron,
    retry: { limit: timing.retries, delaySeconds: timing.retryDelaySeconds, backoff: true },
    expireInSeconds: timing.expireInSeconds,
    run: (context) =>
      run({
        ...context,
        report: (summary, message) => context.logger.info({ job: name, ...summary }, message),
      }),
  };
}
