import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { JobEngine } from './job-engine.js';
import { createJobRunsRepository } from './job-runs-repository.js';
import { jobsRoutes } from './jobs-routes.js';
import { createListJobs } from './list-jobs.js';

/** Wires the admin-only job endpoints to the engine the server (or the test) runs. */
export function createJobsModule(deps: {
  database: Database;
  guards: AuthGuards;
  engine: JobEngine;
}): { router: Router } {
  const runs = createJobRunsRepository(deps.database.prisma);
  return {
    router: jobsRoutes({
      guards: deps.guards,
      engine: deps.engine,
      listJobs: createListJobs({
        definitions: deps.engine.definitions,
        runs,
        now: deps.engine.now,
      }),
    }),
  };
}
