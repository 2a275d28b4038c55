import { jobsOperation } from '../common/operation-tags';
import { ZJobList, ZJobNameParams, ZJobRunRequested } from './jobs.schemas';

export const listJobs = jobsOperation({
  method: 'get',
  path: '/jobs',
  summary: 'The background jobs: schedule, last run, next run and recent failures',
  notes:
    'Only the jobs this version of the API runs are listed. Times are ISO 8601 instants; ' +
    'schedules are cron expressions read in Asia/Seoul.',
  access: 'admin',
  data: ZJobList,
});

export const runJob = jobsOperation({
  method: 'post',
  path: '/jobs/:name/run',
  summary: 'Queue one run of a job now',
  notes:
    'Answers as soon as the run is queued, not when it is done: any API process with workers ' +
    'takes it, and its outcome shows in GET /jobs. When a run of the job is already waiting, ' +
    'nothing more is queued (`queued: false`). A name that is no job answers 400.',
  access: 'admin',
  params: ZJobNameParams,
  data: ZJobRunRequested,
  errors: ['BAD_REQUEST'],
});
