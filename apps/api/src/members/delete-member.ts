import { canDeleteMember, FEEDBACK_MESSAGES, STAFF_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { StaffMembersRepository } from './staff-members-repository.js';

/**
 * Deletes a member permanently, where their status allows it and no child or money record depends
 * on them (docs/product/states.md), audited.
 */
export function createDeleteMember(deps: { units: UnitOfWork; users: StaffMembersRepository }) {
  const { units, users } = deps;
  return async function deleteMember(staffId: number, id: number): Promise<void> {
    const member = await users.findStatus(id);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (!canDeleteMember(member.status))
      throw new AppError('USER_NOT_DELETABLE', STAFF_MESSAGES.memberNotDeletable);
    await units.run(
      async ({ tx, audit }) => {
        const blocker = await users.deletionBlocker(tx, id);
        if (blocker) {
          const message =
            blocker === 'children'
              ? STAFF_MESSAGES.memberHasChildren
              : STAFF_MESSAGES.memberHasPayments;
          throw new AppError('USER_NOT_DELETABLE', message);
        }
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
