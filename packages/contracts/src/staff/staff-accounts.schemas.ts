import { z } from 'zod';
import { STAFF_ROLES, ZStaffRole } from '../auth/auth.enums';
import { ZStaffLoginId } from '../auth/staff-account.schemas';
import { ZEmail } from '../common/email';
import { ZPhoneNumber } from '../common/phone';
import { keyIssue, requiredText, TEXT_LIMITS } from '../common/text-fields';

/** A staff account as every staff member may see it (never its password). */
export const ZStaffAccount = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: ZStaffRole,
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

/** GET /teachers: admins first, then by name. */
export const ZStaffAccountList = z.object({ teachers: z.array(ZStaffAccount) });
export type TStaffAccountList = z.infer<typeof ZStaffAccountList>;

const ZRole = z.enum(STAFF_ROLES, { error: 'invalidValue' });
/** Staff may have no phone number: null (or leaving it out) says so. */
const ZOptionalStaffPhone = ZPhoneNumber.nullable();

/** POST /teachers (admin): a new staff account; the API answers its temporary password. */
export const ZCreateStaffRequest = z.object(
  {
    loginId: ZStaffLoginId,
    name: requiredText('nameRequired', TEXT_LIMITS.NAME),
    role: ZRole.default('teacher'),
    email: ZEmail,
    phoneNumber: ZOptionalStaffPhone.default(null),
  },
  { error: 'invalidValue' },
);
export type TCreateStaffRequest = z.infer<typeof ZCreateStaffRequest>;

/** POST /teachers data: the temporary password is shown this once and stored only hashed. */
export const ZCreateStaffResponse = z.object({
  teacher: ZStaffAccount,
  temporaryPassword: z.string(),
});
export type TCreateStaffResponse = z.infer<typeof ZCreateStaffResponse>;

/** PATCH /teachers/{id}: only the fields that change, at least one. */
export const ZUpdateStaffRequest = z
  .object(
    {
      name: requiredText('nameRequired', TEXT_LIMITS.NAME),
      email: ZEmail,
      phoneNumber: ZOptionalStaffPhone,
      role: ZRole,
    },
    { error: 'invalidValue' },
  )
  .partial()
  .superRefine((value, context) => {
    if (Object.values(value).every((field) => field === undefined)) {
      context.addIssue(keyIssue('nothingToUpdate'));
    }
  });
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequest>;
