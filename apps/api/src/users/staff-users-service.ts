import {
  canDeleteUser,
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  type TAdminUserListItem,
  type TUserStatus,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toAdminUserListItem } from './staff-users-mappers.js';
import type { StaffUsersRepository } from './staff-users-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** The staff view of members: the sorted list and permanent deletion (docs/product/states.md, docs/product/api.md). */
export function createStaffUsersService(deps: { units: UnitOfWork; users: StaffUsersRepository }) {
  const { units, users } = deps;
  return {
    async list(query: {
      status: TUserStatus | undefined;
      skip: number;
      take: number;
    }): Promise<{ users: TAdminUserListItem[]; total: number }> {
      const { rows, total } = await users.findPage(query);
      return { users: rows.map(toAdminUserListItem), total };
    },
    async remove(staffId: number, id: number): Promise<void> {
      const member = await users.findStatus(id);
      if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      if (!canDeleteUser(member.status))
        throw new AppError('USER_NOT_DELETABLE', STAFF_MESSAGES.userNotDeletable);
      await units.run(
        async ({ tx, audit }) => {
          if (!(await users.deleteActive(tx, id))) {
            throw new AppError('USER_NOT_DELETABLE', STAFF_MESSAGES.userNotDeletable);
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

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
