import { seoulInstant } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import type { JobDefinition } from './job-definition.js';
import { createListJobs } from './list-jobs.js';

const job = (name: JobDefinition['name'], cron: string | null): JobDefinition => ({
  name,
  cron,
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  expireInSeconds: 60,
  run: () => Promise.resolve(),
});

/** The next run the list gives for each job at `now`, with no run recorded yet. */
async function nextRunsAt(now: Date, definitions: JobDefinition[]) {
  const listJobs = createListJobs({
    definitions,
    runs: { latest: () => Promise.resolve(null), recentFailures: () => Promise.resolve([]) },
    now: () => now,
  });
  return (await listJobs()).map((summary) => summary.nextRunAt);
}

describe('the next run of a job', () => {
  it('when the cron is read, then it is Seoul time, across a month end', async () => {
    // 23:54 on 31 January in Seoul is still 14:54 UTC that day.
    const now = seoulInstant('2031-01-31', 23.9);
    expect(
      await nextRunsAt(now, [
        job('monthly-tuition', '5 0 1 * *'),
        job('practice-completion', '*/15 * * * *'),
      ]),
    ).toEqual([
      seoulInstant('2031-02-01', 5 / 60).toISOString(),
      seoulInstant('2031-02-01', 0).toISOString(),
    ]);
  });

  it('when it is exactly a firing time, then the next one is the following, and a job without cron has none', async () => {
    const now = seoulInstant('2031-03-01', 5 / 60);
    expect(
      await nextRunsAt(now, [job('monthly-tuition', '5 0 1 * *'), job('mail-outbox', null)]),
    ).toEqual([seoulInstant('2031-04-01', 5 / 60).toISOString(), null]);
  });
});
