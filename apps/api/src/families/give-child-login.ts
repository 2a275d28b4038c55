import {
  FAMILY_MESSAGES,
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  type TChildLogin,
  type TChildLoginRequest,
} from '@academy/contracts';
import { isEmailTaken, isEmailTakenViolation } from '../accounts/account-emails.js';
import { hashPassword } from '../auth/password.js';
import { generateTemporaryPassword } from '../auth/temporary-password.js';
import { isUniqueViolation } from '../db/prisma-errors.js';
import { AppError } from '../http/app-error.js';
import { familyRefused } from './family-refusal.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { familyLinksRepository as links } from './family-links-repository.js';

const phoneTaken = () => new AppError('PHONE_TAKEN', STAFF_MESSAGES.memberPhoneInUse);
const emailTaken = () => new AppError('EMAIL_TAKEN', FEEDBACK_MESSAGES.emailInUse);

/**
 * Staff give a child a login of their own (docs/product/families.md): a teenager who wants to
 * sign in themselves. Only a child linked to a guardian and without a login; the login id is `s`
 * and their phone, as for every member, with a temporary password answered once. The guardian
 * keeps looking after them. The row is locked first, so two staff doing it at once make one.
 */
export function createGiveChildLogin(deps: { units: UnitOfWork }) {
  return async function giveChildLogin(
    staffId: number,
    childId: number,
    input: TChildLoginRequest,
  ): Promise<TChildLogin> {
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const loginId = `s${input.phoneNumber}`;
    try {
      return await deps.units.run(
        async ({ tx, audit }) => {
          const [child] = await links.lockMembers(tx, [childId]);
          if (!child) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
          if (child.guardianId === null) throw familyRefused(FAMILY_MESSAGES.notAChild);
          if (child.loginId !== null) throw familyRefused(FAMILY_MESSAGES.childHasLogin);
          if (await links.isPhoneTaken(tx, input.phoneNumber)) throw phoneTaken();
          if (input.email && (await isEmailTaken(tx, input.email))) throw emailTaken();
          const email = input.email ?? null;
          const { phoneNumber } = input;
          await links.setOwnLogin(tx, childId, { loginId, passwordHash, phoneNumber, email });
          audit({ action: 'family.child_login', entityType: 'member', entityId: childId });
          return { userId: childId, loginId, temporaryPassword };
        },
        { staffId },
      );
    } catch (error) {
      // Another member took the phone or the address at the same moment.
      if (isEmailTakenViolation(error)) throw emailTaken();
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  };
}

export type GiveChildLogin = ReturnType<typeof createGiveChildLogin>;
