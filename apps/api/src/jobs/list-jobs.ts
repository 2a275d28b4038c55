import { ACADEMY_TIME_ZONE, type TJobSummary } from '@academy/contracts';
import cronParser from 'cron-parser';
import type { JobDefinition } from './job-definition.js';
import type { JobRunsRepository } from './job-runs-repository.js';

/** The next instant a cron expression fires after `now`, read in Seoul time. */
function nextRunOf(cron: string, now: Date): Date {
  return cronParser
    .parseExpression(cron, { tz: ACADEMY_TIME_ZONE, currentDate: now })
    .next()
    .toDate();
}

/** GET /api/jobs: each job with its schedule, last run, next run and recent failures. */
export function createListJobs(deps: {
  definitions: readonly JobDefinition[];
  runs: Pick<JobRunsRepository, 'latest' | 'recentFailures'>;
  now: () => Date;
}) {
  return async function listJobs(): Promise<TJobSummary[]> {
    const now = deps.now();
    return Promise.all(
      deps.definitions.map(async ({ name, cron }) => {
        const [latest, failures] = await Promise.all([
          deps.runs.latest(name),
          deps.runs.recentFailures(name),
        ]);
        return {
          name,
          schedule: cron === null ? null : { cron, timeZone: ACADEMY_TIME_ZONE },
          lastRun: latest && {
            startedAt: latest.startedAt.toISOString(),
            finishedAt: latest.finishedAt?.toISOString() ?? null,
            outcome: latest.outcome,
          },
          nextRunAt: cron === null ? null : nextRunOf(cron, now).toISOString(),
          recentFailures: failures.map((failure) => ({
            at: (failure.finishedAt ?? failure.startedAt).toISOString(),
            error: failure.error ?? '',
          })),
        };
      }),
    );
  };
}
