import type { Router } from 'express';
import type { Database } from '../db/database.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { createApplyForOneday } from './apply-for-oneday.js';
import { onedayRoutes } from './oneday-routes.js';

/** Wires the one-day class application. */
export function createOnedayModule(deps: { database: Database; limits: PublicRateLimits }): {
  router: Router;
} {
  return {
    router: onedayRoutes({
      applyForOneday: createApplyForOneday(deps.database.prisma),
      limits: deps.limits,
    }),
  };
}
