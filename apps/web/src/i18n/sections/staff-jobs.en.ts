import type { TDeepStrings } from '../types';
import type { koStaffJobs } from './staff-jobs.ko';

export const enStaffJobs: TDeepStrings<typeof koStaffJobs> = {
  heading: 'Background jobs',
  total: 'Total jobs: {count}',
  empty: 'No background jobs run.',
  columns: {
    name: 'Job',
    schedule: 'Schedule',
    lastRun: 'Last run',
    nextRun: 'Next run',
    failures: 'Recent failures',
    actions: 'Run',
  },
  schedule: '{cron} ({timeZone})',
  onlyByHand: 'No schedule (runs when queued)',
  never: 'Not run yet',
  none: 'None',
  noFailures: 'None',
  run: 'Run now',
  runLabel: 'Run now: {job}',
  queuing: 'Queuing…',
  queued: 'The job has been queued.',
  runFailed: 'Failed to queue the job.',
};
