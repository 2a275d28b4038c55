import { z } from 'zod';
import { ACADEMY_TIME_ZONE } from '../common/seoul-time';

/**
 * The background jobs' names. They are stable: schedules, queued runs and the run record are
 * kept under them, so a name is never reused for another job (docs/product/jobs.md).
 */
export const JOB_NAMES = [
  'monthly-tuition',
  'lesson-reminders',
  'practice-completion',
  'mail-outbox',
  'text-message-outbox',
  'text-message-templates',
  'text-message-status',
  'rate-limit-cleanup',
  'personal-data-retention',
  'not-arrived',
  'payment-reconciliation',
] as const;
export type TJobName = (typeof JOB_NAMES)[number];

/** How many of a job's latest failures the list shows. */
export const JOB_RECENT_FAILURES_SHOWN = 5;
/** How long the record of a job's runs keeps a run; older ones go when the job runs again. */
export const JOB_RUN_RETENTION_DAYS = 30;
/** A failure's error message is cut to this length when it is recorded. */
export const JOB_ERROR_MESSAGE_MAX_LENGTH = 1000;

/** Any text in the path: a name that is no job is refused with 400 and the job message. */
export const ZJobNameParams = z.object({
  name: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(50, {
    error: 'invalidValue',
  }),
});

export const JOB_RUN_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export const ZJobRunOutcome = z.enum(JOB_RUN_OUTCOMES);
export type TJobRunOutcome = z.infer<typeof ZJobRunOutcome>;

export const ZJobSchedule = z.object({
  /** Five-field cron expression, read in `timeZone`. */
  cron: z.string(),
  timeZone: z.literal(ACADEMY_TIME_ZONE),
});

export const ZJobLastRun = z.object({
  startedAt: z.string(),
  /** Null while the run is going on. */
  finishedAt: z.string().nullable(),
  outcome: ZJobRunOutcome,
});

export const ZJobFailure = z.object({
  at: z.string(),
  error: z.string(),
});

export const ZJobSummary = z.object({
  name: z.enum(JOB_NAMES),
  /** Null for a job that runs only when queued (never on a clock). */
  schedule: ZJobSchedule.nullable(),
  lastRun: ZJobLastRun.nullable(),
  /** The next time the schedule fires; null without a schedule. */
  nextRunAt: z.string().nullable(),
  /** The latest failed attempts, newest first, at most JOB_RECENT_FAILURES_SHOWN. */
  recentFailures: z.array(ZJobFailure).max(JOB_RECENT_FAILURES_SHOWN),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

export const ZJobList = z.object({ jobs: z.array(ZJobSummary) });
export type TJobList = z.infer<typeof ZJobList>;

export const ZJobRunRequested = z.object({
  name: z.enum(JOB_NAMES),
  /** False when a run of this job was already waiting: that run is the one asked for. */
  queued: z.boolean(),
});
export type TJobRunRequested = z.infer<typeof ZJobRunRequested>;
