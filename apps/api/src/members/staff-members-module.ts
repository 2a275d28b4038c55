import { createSessionRepository } from '../auth/session-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { createDeleteMember } from './delete-member.js';
import { createListMembers } from './list-members.js';
import { createMemberProfileRepository } from './member-profile-repository.js';
import { createStaffMembersRepository } from './staff-members-repository.js';
import { staffMembersRoutes } from './staff-members-routes.js';
import { createUpdateMember } from './update-member.js';

/** Wires the staff member list, member edits and deletion. */
export const createStaffMembersModule = routesModule(staffMembersRoutes, (prisma, units) => {
  const users = createStaffMembersRepository(prisma);
  return {
    listMembers: createListMembers({ users }),
    updateMember: createUpdateMember({
      units,
      users,
      profiles: createMemberProfileRepository(prisma),
      sessions: createSessionRepository(prisma),
    }),
    deleteMember: createDeleteMember({ units, users }),
  };
});
