import { canDeleteMember, FEEDBACK_MESSAGES, STAFF_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { StaffMembersRepository } from './staff-members-repository.js';

/** Deletes a member permanently, where their status allows it (docs/product/states.md), audited. */
export function createDeleteMember(deps: { units: UnitOfWork; users: StaffMembersRepository }) {
  const { units, users } = deps;
  return async function deleteMember(staffId: number, id: number): Promise<void> {
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
      { staffId },
    );
  };
}

export type DeleteMember = ReturnType<typeof createDeleteMember>;
