import { createSessionRepository } from '../auth/session-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { createMemberProfileRepository } from './member-profile-repository.js';
import { createStaffUsersRepository } from './staff-users-repository.js';
import { staffUsersRoutes } from './staff-users-routes.js';
import { createStaffUsersService } from './staff-users-service.js';
import { createUpdateMember } from './update-member.js';

/** Wires the staff member list, member edits and deletion. */
export const createStaffUsersModule = routesModule(staffUsersRoutes, (prisma, units) => {
  const users = createStaffUsersRepository(prisma);
  return {
    users: createStaffUsersService({ units, users }),
    updateMember: createUpdateMember({
      units,
      users,
      profiles: createMemberProfileRepository(prisma),
      sessions: createSessionRepository(prisma),
    }),
  };
});
