import {
  canDeleteMember,
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  type TMemberListItem,
  type TMemberStatus,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toMemberListItem } from './staff-members-mappers.js';
import type { StaffMembersRepository } from './staff-members-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** The staff view of members: the sorted list and permanent deletion (docs/product/states.md, docs/product/api.md). */
export function createStaffMembersService(deps: {
  units: UnitOfWork;
  users: StaffMembersRepository;
}) {
  const { units, users } = deps;
  return {
    async list(query: {
      status: TMemberStatus | undefined;
      skip: number;
      take: number;
    }): Promise<{ users: TMemberListItem[]; total: number }> {
      const { rows, total } = await users.findPage(query);
      return { users: rows.map(toMemberListItem), total };
    },
    async remove(staffId: number, id: number): Promise<void> {
      const member = await users.findStatus(id);
      if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      if (!canDeleteMember(member.status))
        throw new AppError('USER_NOT_DELETABLE', STAFF_MESSAGES.memberNotDeletable);
      await units.run(
        async ({ tx, audit }) => {
          if (!(await users.deleteActive(tx, id))) {
            throw new AppError('USER_NOT_DELETABLE', STAFF_MESSAGES.memberNotDeletable);
          }
          audit({
            action: 'member.delete',
            entityType: 'member',
            entityId: id,
          });
        },
        { staffId: staffId },
      );
    },
  };
}

export type StaffMembersService = ReturnType<typeof createStaffMembersService>;
