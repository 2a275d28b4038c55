import {
  STAFF_ACCOUNT_MESSAGES,
  type TCreateStaffRequest,
  type TCreateStaffResponse,
} from '@academy/contracts';
import { isEmailTaken } from '../accounts/account-emails.js';
import { isLoginIdTaken } from '../accounts/login-ids.js';
import { staffAccountConflict } from '../accounts/staff-account-conflict.js';
import { hashPassword } from '../auth/password.js';
import { generateTemporaryPassword } from '../auth/temporary-password.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { StaffAccountsRepository } from './staff-accounts-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** An admin creates a staff account; its temporary password is answered this once. */
export function createCreateStaff(deps: {
  units: UnitOfWork;
  prisma: PrismaClient;
  accounts: StaffAccountsRepository;
}) {
  const { units, prisma, accounts } = deps;
  return async function createStaff(
    adminId: number,
    input: TCreateStaffRequest,
  ): Promise<TCreateStaffResponse> {
    if (await isLoginIdTaken(prisma, input.loginId)) {
      throw new AppError('LOGIN_ID_TAKEN', STAFF_ACCOUNT_MESSAGES.loginIdInUse);
    }
    if (await isEmailTaken(prisma, input.email)) {
      throw new AppError('EMAIL_TAKEN', STAFF_ACCOUNT_MESSAGES.emailInUse);
    }
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    try {
      return await units.run(
        async ({ tx, audit }) => {
          const teacher = await accounts.create(tx, {
            ...input,
            passwordHash,
            mustChangePassword: true,
          });
          audit({
            action: 'staff.create',
            entityType: 'staff',
            entityId: teacher.id,
            details: { loginId: teacher.loginId, name: teacher.name, role: teacher.role },
          });
          return { teacher, temporaryPassword };
        },
        { staffId: adminId },
      );
    } catch (error) {
      throw staffAccountConflict(error, STAFF_ACCOUNT_MESSAGES);
    }
  };
}

export type CreateStaff = ReturnType<typeof createCreateStaff>;
