import { JOB_MESSAGES, jobsOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { JobEngine } from './job-engine.js';
import type { createListJobs } from './list-jobs.js';

/** /api/jobs/*: the admin's view of the background jobs, and running one by hand. */
export function jobsRoutes(deps: {
  guards: AuthGuards;
  engine: JobEngine;
  listJobs: ReturnType<typeof createListJobs>;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(jobsOperations.listJobs, async () => ({ data: { jobs: await deps.listJobs() } }));

  handle(jobsOperations.runJob, async ({ params }) => {
    // Bad input, like a month that is not YYYY-MM: the job names are a fixed, public list.
    const definition = deps.engine.definitions.find((job) => job.name === params.name);
    if (!definition) throw new AppError('BAD_REQUEST', JOB_MESSAGES.unknownJob);
    const queued = await deps.engine.enqueue(definition.name);
    return {
      data: { name: definition.name, queued },
      message: queued ? JOB_MESSAGES.queued : JOB_MESSAGES.alreadyQueued,
    };
  });

  return router;
}
