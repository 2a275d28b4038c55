import { z } from 'zod';
import { ZEmail } from '../common/email';
import { ZPhoneNumber } from '../common/phone';
import { filledString, requiredText, TEXT_LIMITS } from '../common/text-fields';
import { ZNewPassword } from './password.schemas';

/** A Latin letter, then letters, digits, ".", "_" or "-": 3 to 50 characters (the column's size). */
const STAFF_LOGIN_ID_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{2,49}$/;
/** Members approved from an application sign in as "s" and their phone number. */
const MEMBER_LOGIN_ID_PATTERN = /^s\d+$/i;

/**
 * A staff login id. Staff are looked up before members at login, so a staff id shaped like a
 * member's would hide that member's account.
 */
export const ZStaffLoginId = filledString('staffLoginIdRequired')
  .regex(STAFF_LOGIN_ID_PATTERN, { error: 'staffLoginIdFormat', abort: true })
  .refine((value) => !MEMBER_LOGIN_ID_PATTERN.test(value), { error: 'staffLoginIdReserved' });

/** A new admin account (pnpm admin:create): the same password rules as every account. */
export const ZNewAdminAccount = z.object({
  loginId: ZStaffLoginId,
  name: requiredText('nameRequired', TEXT_LIMITS.NAME),
  email: ZEmail,
  phoneNumber: ZPhoneNumber.optional(),
  password: ZNewPassword,
});
export type TNewAdminAccount = z.infer<typeof ZNewAdminAccount>;
