import { z } from 'zod';
import { hasOnlyPrintableText } from '../common/control-characters';
import { ZEmail } from '../common/email';
import { ZIsoDateTime } from '../common/dates';
import { ZAnsweredLessonSlot } from '../common/lesson-slot';
import { filledString } from '../common/text-fields';
import { LOGIN_ID_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants/limits';
import { ZStaffRole } from './auth.enums';
import { presentedPassword, ZNewPassword } from './password.schemas';

export const ZLoginRequest = z.object({
  loginId: filledString('loginIdRequired')
    .max(LOGIN_ID_MAX_LENGTH, { error: 'loginIdTooLong', abort: true })
    // PostgreSQL text cannot even hold U+0000: refused here rather than failing the lookup.
    .refine((value) => hasOnlyPrintableText(value), { error: 'controlCharacters' }),
  password: presentedPassword('passwordRequired'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

export const ZVerificationCode = filledString('verificationCodeRequired').regex(
  VERIFICATION_CODE_PATTERN,
  { error: 'verificationCodeFormat' },
);

/** Forgot-password step 1. */
export const ZSendVerificationCodeRequest = z.object({ email: ZEmail });
export type TSendVerificationCodeRequest = z.infer<typeof ZSendVerificationCodeRequest>;

/** Forgot-password step 2. */
export const ZVerifyEmailCodeRequest = z.object({ email: ZEmail, code: ZVerificationCode });
export type TVerifyEmailCodeRequest = z.infer<typeof ZVerifyEmailCodeRequest>;

/** The one-time token step 2 hands out: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ZResetToken = z
  .string({ error: 'resetTokenRequired' })
  .regex(RESET_TOKEN_PATTERN, { error: 'resetTokenRequired' });

/** Forgot-password step 2 data: the token that alone lets this verifier set the new password. */
export const ZVerifyEmailCodeResponse = z.object({ resetToken: ZResetToken });
export type TVerifyEmailCodeResponse = z.infer<typeof ZVerifyEmailCodeResponse>;

/** Forgot-password step 3, with the token from step 2. */
export const ZResetPasswordRequest = z.object({
  email: ZEmail,
  newPassword: ZNewPassword,
  resetToken: ZResetToken,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** What the member's session knows about them (docs/product/entities.md userInfo). */
export const ZMemberSessionUser = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  isForeigner: z.boolean(),
  ...ZAnsweredLessonSlot.shape,
});
export type TMemberSessionUser = z.infer<typeof ZMemberSessionUser>;

export const ZStaffSessionUser = z.object({
  teacherId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: ZStaffRole,
  isForeigner: z.boolean(),
});
export type TStaffSessionUser = z.infer<typeof ZStaffSessionUser>;

/**
 * True while the account still has the password it was issued (lesson approval, staff creation,
 * a generated admin password): until it sets its own, the API refuses it everything else.
 */
const ZMustChangePassword = z.boolean();

const ZMemberSession = z.object({
  userType: z.literal('user'),
  user: ZMemberSessionUser,
  mustChangePassword: ZMustChangePassword,
});
const ZStaffSession = z.object({
  userType: z.literal('teacher'),
  user: ZStaffSessionUser,
  mustChangePassword: ZMustChangePassword,
});

/** GET /auth/verify data. */
export const ZVerifyResponse = z.discriminatedUnion('userType', [ZMemberSession, ZStaffSession]);
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

/** POST /auth/login data; expiresAt drives the silent refresh timer (docs/product/states.md). */
export const ZLoginResponse = z.discriminatedUnion('userType', [
  ZMemberSession.extend({ expiresAt: ZIsoDateTime }),
  ZStaffSession.extend({ expiresAt: ZIsoDateTime }),
]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshResponse = z.object({ expiresAt: ZIsoDateTime });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

/** The id docs/product/entities.md uses for "the user": userId for members, teacherId for staff. */
export function sessionUserId(session: TVerifyResponse): number {
  return session.userType === 'user' ? session.user.userId : session.user.teacherId;
}
