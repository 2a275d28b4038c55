import { mailOutboxJob } from './jobs/mail-outbox-job.js';
import { textMessageOutboxJob } from './jobs/text-message-outbox-job.js';
import { textMessageStatusJob } from './text-message-reports/text-message-status-job.js';
import type { JobDefinition } from './jobs/job-definition.js';
import { monthlyTuitionJob } from './tuition/monthly-tuition-job.js';
import { practiceCompletionJob } from './jobs/practice-completion-job.js';
import { lessonRemindersJob } from './reminders/lesson-reminders-job.js';
import { rateLimitCleanupJob } from './jobs/rate-limit-cleanup-job.js';
import { personalDataRetentionJob } from './families/personal-data-retention-job.js';
import { notArrivedJob } from './checkin/not-arrived-job.js';
import { textMessageTemplatesJob } from './text-message-templates/text-message-templates-job.js';
import { paymentReconciliationJob } from './online-payments/payment-reconciliation-job.js';

/**
 * Every job this API runs. A job is one file exporting its JobDefinition (name, cron, retry
 * policy, handler) and one line here; the engine, the schedules and GET /api/jobs follow.
 */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  practiceCompletionJob,
  mailOutboxJob,
  textMessageOutboxJob,
  textMessageTemplatesJob,
  textMessageStatusJob,
  lessonRemindersJob,
  monthlyTuitionJob,
  rateLimitCleanupJob,
  personalDataRetentionJob,
  notArrivedJob,
  paymentReconciliationJob,
];
