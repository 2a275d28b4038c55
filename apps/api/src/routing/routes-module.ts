import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** What every module of the app is built from: the database, the guards and the unit of work. */
export type ModuleDeps = { database: Database; guards: AuthGuards; units: UnitOfWork };

/**
 * A module of the app whose routes need only the guards and what `services` builds on the Prisma
 * client and the unit of work (a repository shared by several use cases is made once there).
 */
export function routesModule<Services>(
  routes: (deps: Services & { guards: AuthGuards }) => Router,
  services: (prisma: PrismaClient, units: UnitOfWork) => Services,
) {
  return (deps: ModuleDeps): { router: Router } => ({
    router: routes({ ...services(deps.database.prisma, deps.units), guards: deps.guards }),
  });
}
