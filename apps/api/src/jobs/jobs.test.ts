import {
  JOB_MESSAGES,
  JOB_RUN_RETENTION_DAYS,
  seoulInstant,
  ZJobList,
  ZJobRunRequested,
  type TJobSummary,
  jobsOperations,
} from '@academy/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { type Agent, useDemoAcademy } from '../../test/demo-academy.js';
import { createTestApp } from '../../test/test-app.js';
import type { JobDefinition } from './job-definition.js';
import { JOB_DEFINITIONS } from '../job-registry.js';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { expectFailure } from '../../test/envelopes.js';

/** 12:07 in Seoul: the every-15-minutes jobs fire next at 12:15. */
const NOW = seoulInstant('2031-03-10', 12 + 7 / 60);

async function jobsOf(agent: Agent): Promise<TJobSummary[]> {
  const res = await callOperation(agent, jobsOperations.listJobs);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZJobList.parse(res.body.data).jobs;
}

/**
 * Waits (up to 10 s; workers look every half second) until the job's last run is one that
 * started at NOW, the test's clock, and has ended.
 */
async function lastRunEnded(agent: Agent, name: string) {
  return vi.waitFor(
    async () => {
      const job = (await jobsOf(agent)).find((item) => item.name === name);
      if (!job) throw new Error(`${name} is not listed`);
      const run = job.lastRun;
      if (run?.startedAt !== NOW.toISOString() || run.outcome === 'running') {
        throw new Error('not run yet');
      }
      return job;
    },
    { timeout: 10_000, interval: 200 },
  );
}

describe('background jobs (/api/jobs), workers off as in the other tests', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin, member: DEMO.student }, () =>
    createTestApp({ seed: true, now: () => NOW }),
  );

  it('when the admin lists the jobs, then each has its Seoul schedule, next run, and no run yet', async () => {
    const jobs = await jobsOf(academy.admin);
    expect(jobs.map((job) => job.name)).toEqual(JOB_DEFINITIONS.map((job) => job.name));
    const firstRuns: [name: string, cron: string, nextRunAt: Date][] = [
      ['practice-completion', '*/15 * * * *', seoulInstant('2031-03-10', 12.25)],
      ['mail-outbox', '* * * * *', seoulInstant('2031-03-10', 12 + 8 / 60)],
      ['lesson-reminders', '*/15 * * * *', seoulInstant('2031-03-10', 12.25)],
      ['monthly-tuition', '5 0 1 * *', seoulInstant('2031-04-01', 5 / 60)],
    ];
    for (const [name, cron, nextRunAt] of firstRuns) {
      expect(jobs).toContainEqual({
        name,
        schedule: { cron, timeZone: 'Asia/Seoul' },
        lastRun: null,
        nextRunAt: nextRunAt.toISOString(),
        recentFailures: [],
      });
    }
  });

  it('when a member or a guest asks, then 403 and 401, and nothing is queued', async () => {
    await expectStaffOnly(academy, [
      (caller) => callOperation(caller, jobsOperations.listJobs),
      (caller) =>
        callOperation(caller, jobsOperations.runJob, { params: { name: 'practice-completion' } }),
    ]);
  });

  it('when the name is no job of this API, then 400 with a message in both languages', async () => {
    for (const name of ['no-such-job', 'Practice-Completion', 'x'.repeat(50)]) {
      const korean = await callOperation(academy.admin, jobsOperations.runJob, {
        params: { name },
      });
      expectFailure(korean, 400, 'BAD_REQUEST', JOB_MESSAGES.unknownJob.ko);
      const english = await callOperation(academy.admin, jobsOperations.runJob, {
        params: { name },
      }).set('Accept-Language', 'en');
      expect(english.body.message).toBe(JOB_MESSAGES.unknownJob.en);
    }
  });

  it('when a run is asked for twice before any worker takes it, then only the first is queued', async () => {
    const first = await callOperation(academy.admin, jobsOperations.runJob, {
      params: { name: 'practice-completion' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(ZJobRunRequested.parse(first.body.data)).toEqual({
      name: 'practice-completion',
      queued: true,
    });
    expect(first.body.message).toBe(JOB_MESSAGES.queued.ko);
    const second = await callOperation(academy.admin, jobsOperations.runJob, {
      params: { name: 'practice-completion' },
    });
    expect(second.body.data).toEqual({ name: 'practice-completion', queued: false });
    expect(second.body.message).toBe(JOB_MESSAGES.alreadyQueued.ko);
  });
});

describe('background jobs with the workers on', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin }, () =>
    createTestApp({ seed: true, now: () => NOW, env: { JOBS_ENABLED: 'true' } }),
  );

  it('when the admin runs practice-completion, then ended bookings are completed, the run is listed, an abandoned run is closed as failed and runs past retention are forgotten', async () => {
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
    });
    const room = await prisma.practiceRoom.findFirstOrThrow();
    const booking = (startHour: number) =>
      prisma.practiceBooking.create({
        data: {
          roomId: room.id,
          memberId: member.id,
          startTime: seoulInstant('2031-03-10', startHour),
          endTime: seoulInstant('2031-03-10', startHour + 1),
        },
      });
    const ended = await booking(9);
    const future = await booking(14);
    const longAgo = new Date(NOW.getTime() - (JOB_RUN_RETENTION_DAYS + 1) * 86_400_000);
    await prisma.jobRun.create({
      data: {
        jobName: 'practice-completion',
        queueJobId: 'a run of long ago',
        attempt: 1,
        outcome: 'failed',
        error: 'Forgotten by now.',
        startedAt: longAgo,
        finishedAt: longAgo,
      },
    });

    // An attempt whose process stopped an hour ago, past the job's 5-minute limit.
    const abandonedAt = new Date(NOW.getTime() - 3_600_000);
    await prisma.jobRun.create({
      data: {
        jobName: 'practice-completion',
        queueJobId: 'a run whose process stopped',
        attempt: 1,
        startedAt: abandonedAt,
      },
    });

    const res = await callOperation(academy.admin, jobsOperations.runJob, {
      params: { name: 'practice-completion' },
    });
    expect(res.body.data).toEqual({ name: 'practice-completion', queued: true });
    const job = await lastRunEnded(academy.admin, 'practice-completion');

    expect(job.lastRun).toEqual({
      startedAt: NOW.toISOString(),
      finishedAt: NOW.toISOString(),
      outcome: 'succeeded',
    });
    // The run of long ago has left the record; the abandoned one is closed as failed.
    expect(job.recentFailures).toEqual([
      {
        at: NOW.toISOString(),
        error:
          'Stopped before it finished: the API process ended or the attempt ran past its time limit.',
      },
    ]);
    const statusOf = async (id: number) =>
      (await prisma.practiceBooking.findUniqueOrThrow({ where: { id } })).status;
    expect(await statusOf(ended.id)).toBe('completed');
    expect(await statusOf(future.id)).toBe('scheduled');
  });
});

describe('a job that fails', () => {
  const failing: JobDefinition = {
    name: 'mail-outbox',
    cron: null,
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    expireInSeconds: 60,
    run: () => Promise.reject(new Error('The mail server refused the connection.')),
  };
  const academy = useDemoAcademy({ admin: DEMO.admin }, () =>
    createTestApp({
      seed: true,
      now: () => NOW,
      env: { JOBS_ENABLED: 'true' },
      jobDefinitions: [failing],
    }),
  );

  it('when its run fails, then the failure and its message are listed, and the job has no schedule', async () => {
    await callOperation(academy.admin, jobsOperations.runJob, {
      params: { name: 'mail-outbox' },
    }).expect(200);
    const job = await lastRunEnded(academy.admin, 'mail-outbox');
    expect(job).toEqual({
      name: 'mail-outbox',
      schedule: null,
      lastRun: { startedAt: NOW.toISOString(), finishedAt: NOW.toISOString(), outcome: 'failed' },
      nextRunAt: null,
      recentFailures: [{ at: NOW.toISOString(), error: 'The mail server refused the connection.' }],
    });
  });
});
