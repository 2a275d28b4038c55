import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createStaffUsersRepository } from './staff-users-repository.js';
import { staffUsersRoutes } from './staff-users-routes.js';
import { createStaffUsersService } from './staff-users-service.js';

/** Wires the staff member list and deletion. */
export function createStaffUsersModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  return {
    router: staffUsersRoutes({
      guards: deps.guards,
      users: createStaffUsersService({ prisma, users: createStaffUsersRepository(prisma) }),
    }),
  };
}
