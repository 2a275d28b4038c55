import { randomInt } from 'node:crypto';
import {
  FEEDBACK_MESSAGES,
  ZNewAdminAccount,
  ZNewPassword,
  type TNewAdminAccount,
} from '@academy/contracts';
import { hashPassword } from '../auth/password.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { isEmailTaken } from './account-emails.js';
import { CREATE_ADMIN_MESSAGES } from './create-admin-messages.js';
import { staffAccountConflict } from './staff-account-conflict.js';
import { isLoginIdTaken } from './login-ids.js';
import { createUnitOfWork } from '../unit-of-work/unit-of-work.js';

/** Letters and digits without look-alikes (0/O, 1/l/I), as the temporary passwords use. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 20 characters of 56: about 116 bits, beyond any guessing. */
export const GENERATED_PASSWORD_LENGTH = 20;

/** A strong random password, drawn with the crypto generator. */
export function generateAdminPassword(): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  // The account rules hold for generated passwords too.
  return ZNewPassword.parse(password);
}

export interface CreatedAdmin {
  id: number;
  loginId: string;
}

/**
 * Creates an admin account (pnpm admin:create): how a real deployment gets its first admin.
 * Throws the zod error for input that breaks the account rules, and a 409 AppError when the
 * login id or the e-mail address (of any account, in any letter case) is taken. A generated
 * password was printed on a terminal, so it is temporary: `mustChangePassword` makes the first
 * sign-in set another one.
 */
export async function createAdmin(
  prisma: PrismaClient,
  input: TNewAdminAccount,
  { mustChangePassword = false }: { mustChangePassword?: boolean } = {},
): Promise<CreatedAdmin> {
  const account = ZNewAdminAccount.parse(input);
  if (await isLoginIdTaken(prisma, account.loginId)) {
    throw new AppError('LOGIN_ID_TAKEN', CREATE_ADMIN_MESSAGES.loginIdInUse);
  }
  if (await isEmailTaken(prisma, account.email)) {
    throw new AppError('EMAIL_TAKEN', FEEDBACK_MESSAGES.emailInUse);
  }
  const passwordHash = await hashPassword(account.password);
  try {
    return await createUnitOfWork({ prisma }).run(
      async ({ tx, audit }) => {
        const admin = await tx.staff.create({
          data: {
            loginId: account.loginId,
            passwordHash,
            mustChangePassword,
            name: account.name,
            email: account.email,
            phoneNumber: account.phoneNumber ?? null,
            role: 'admin',
          },
          select: { id: true, loginId: true },
        });
        audit({
          action: 'staff.create',
          entityType: 'staff',
          entityId: admin.id,
          details: {
            loginId: admin.loginId,
            role: 'admin',
            via: 'pnpm admin:create',
            mustChangePassword,
          },
        });
        return admin;
      },
      { staffId: null },
    );
  } catch (error) {
    throw staffAccountConflict(error, {
      emailInUse: FEEDBACK_MESSAGES.emailInUse,
      loginIdInUse: CREATE_ADMIN_MESSAGES.loginIdInUse,
    });
  }
}
