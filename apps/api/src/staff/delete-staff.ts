import { DEFAULT_TEACHER_ID, FEEDBACK_MESSAGES, STAFF_ACCOUNT_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { StaffAccountsRepository } from './staff-accounts-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/**
 * An admin deletes a staff account, in one transaction: the admin rows and the account are
 * locked first, so the checks below still hold when the row goes.
 */
export function createDeleteStaff(deps: { units: UnitOfWork; accounts: StaffAccountsRepository }) {
  const { units, accounts } = deps;
  return async function deleteStaff(adminId: number, id: number): Promise<void> {
    await units.run(
      async ({ tx, audit }) => {
        const adminIds = await accounts.lockAdmins(tx);
        if (!(await accounts.lock(tx, id)))
          throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        const account = await accounts.findById(id, tx);
        if (!account) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        if (account.role === 'admin' && adminIds.length <= 1) {
          throw new AppError('LAST_ADMIN', STAFF_ACCOUNT_MESSAGES.deleteLastAdmin);
        }
        if (id === adminId)
          throw new AppError('STAFF_NOT_DELETABLE', STAFF_ACCOUNT_MESSAGES.deleteSelf);
        // Another admin may have taken this caller's role while the request was on its way.
        if (!adminIds.includes(adminId))
          throw new AppError('ACCESS_DENIED', FEEDBACK_MESSAGES.accessDenied);
        // The lesson approval and the public calendars fall back to this account.
        if (id === DEFAULT_TEACHER_ID)
          throw new AppError('STAFF_NOT_DELETABLE', STAFF_ACCOUNT_MESSAGES.deleteDefaultTeacher);
        if ((await accounts.countLessons(tx, id)) > 0) {
          throw new AppError('STAFF_NOT_DELETABLE', STAFF_ACCOUNT_MESSAGES.deleteHasLessons);
        }
        await accounts.remove(tx, id);
        audit({
          action: 'staff.delete',
          entityType: 'staff',
          entityId: id,
          details: { loginId: account.loginId, name: account.name, role: account.role },
        });
      },
      { staffId: adminId },
    );
  };
}

export type DeleteStaff = ReturnType<typeof createDeleteStaff>;
