import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PrismaClient } from '../generated/prisma/client.js';

/**
 * A module of the app whose routes need only the guards and what `services` builds on the Prisma
 * client (a repository shared by several use cases is made once there).
 */
export function routesModule<Services>(
  routes: (deps: Services & { guards: AuthGuards }) => Router,
  services: (prisma: PrismaClient) => Services,
) {
  return (deps: { database: Database; guards: AuthGuards }): { router: Router } => ({
    router: routes({ ...services(deps.database.prisma), guards: deps.guards }),
  });
}
