import { z } from 'zod';
import { ZMemberContact } from '../common/refs';
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

/**
 * Forgot-password step 3. The token from step 2 may come in the body or, from the browser that
 * verified the code, in the HttpOnly cookie step 2 set: the API refuses a call with neither.
 */
export const ZResetPasswordRequest = z.object({
  email: ZEmail,
  newPassword: ZNewPassword,
  resetToken: ZResetToken.optional(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

const RESET_LINK_FRAGMENT = '#link=';

/**
 * Where the reset e-mail's link goes: the reset page, with the token in the fragment, which the
 * browser sends to no server and puts in no Referer. Opening it changes nothing by itself.
 */
export function resetLinkUrl(appOrigin: string, token: string): string {
  return `${new URL(appOrigin).origin}/forgot-password${RESET_LINK_FRAGMENT}${token}`;
}

/** The token a reset link carries in the page's fragment (`location.hash`), or null for none. */
export function resetLinkTokenOf(hash: string): string | null {
  return hash.startsWith(RESET_LINK_FRAGMENT) ? hash.slice(RESET_LINK_FRAGMENT.length) : null;
}

/** The reset e-mail's link, step 2 without typing the code: the token of the link. */
export const ZConfirmResetLinkRequest = z.object({
  token: z
    .string({ error: 'resetLinkInvalid' })
    .regex(RESET_TOKEN_PATTERN, { error: 'resetLinkInvalid' }),
});
export type TConfirmResetLinkRequest = z.infer<typeof ZConfirmResetLinkRequest>;

/** The address the link was mailed to, and the reset token step 3 takes (also set as a cookie). */
export const ZConfirmResetLinkResponse = z.object({ email: ZEmail, resetToken: ZResetToken });
export type TConfirmResetLinkResponse = z.infer<typeof ZConfirmResetLinkResponse>;

/** What the member's session knows about them (docs/product/entities.md userInfo). */
export const ZMemberSessionUser = z.object({
  ...ZMemberContact.shape,
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
