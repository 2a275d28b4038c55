import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createSessionRepository } from '../auth/session-repository.js';
import type { Database } from '../db/database.js';
import { createMemberProfileRepository } from './member-profile-repository.js';
import { createStaffUsersRepository } from './staff-users-repository.js';
import { staffUsersRoutes } from './staff-users-routes.js';
import { createStaffUsersService } from './staff-users-service.js';
import { createUpdateMember } from './update-member.js';

/** Wires the staff member list, member edits and deletion. */
export function createStaffUsersModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  const users = createStaffUsersRepository(prisma);
  return {
    router: staffUsersRoutes({
      guards: deps.guards,
      users: createStaffUsersService({ prisma, users }),
      updateMember: createUpdateMember({
        prisma,
        users,
        profiles: createMemberProfileRepository(prisma),
        sessions: createSessionRepository(prisma),
      }),
    }),
  };
}
