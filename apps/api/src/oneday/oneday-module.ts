import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { createApplyForOneday } from './apply-for-oneday.js';
import { onedayRoutes } from './oneday-routes.js';

/** Wires the one-day class application. */
export function createOnedayModule(deps: {
  database: Database;
  guards: AuthGuards;
  limits: PublicRateLimits;
}): {
  router: Router;
} {
  return {
    router: onedayRoutes({
      guards: deps.guards,
      applyForOneday: createApplyForOneday(deps.database.prisma),
      limits: deps.limits,
    }),
  };
}
