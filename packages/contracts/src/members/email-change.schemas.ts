import { z } from 'zod';
import { ZVerificationCode } from '../auth/auth.schemas';
import { ZIsoDateTime } from '../common/dates';
import { ZEmail } from '../common/email';
import { issueMessageKey } from '../common/format-validation-error';
import type { TValidationMessageKey } from '../common/validation-messages';
import { EMAIL_CHANGE_TOKEN_PATTERN } from './email-change.limits';

/** POST /users/request-email-change: e-mail a code to the new address. */
export const ZRequestEmailChangeRequest = z.object({ email: ZEmail });
export type TRequestEmailChangeRequest = z.infer<typeof ZRequestEmailChangeRequest>;

/**
 * PUT /users/email: the new address alone starts a change confirmed by a link mailed to it; with
 * the code from request-email-change (members only) it completes at once.
 */
export const ZEmailChangeRequest = z.object({ email: ZEmail, code: ZVerificationCode.optional() });
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** What a PUT /users/email did: changed the address, or mailed a confirm link to the new one. */
export const EMAIL_CHANGE_OUTCOMES = ['changed', 'linkSent'] as const;

/** PUT /users/email data. */
export const ZEmailChangeResult = z.object({
  /** The account's address now: the new one once changed, the old one while a link waits. */
  email: z.string(),
  status: z.enum(EMAIL_CHANGE_OUTCOMES),
  /** The address the link went to (linkSent), else null. */
  pendingEmail: z.string().nullable(),
  /** Until when that link works (linkSent), else null. */
  linkExpiresAt: ZIsoDateTime.nullable(),
});
export type TEmailChangeResult = z.infer<typeof ZEmailChangeResult>;

/** The token of a mailed link, as the link page read it from its address. */
export const ZEmailChangeToken = z
  .string({ error: 'emailChangeLinkMalformed' })
  .regex(EMAIL_CHANGE_TOKEN_PATTERN, { error: 'emailChangeLinkMalformed' });

/** POST /users/email/confirm and /users/email/undo. */
export const ZEmailChangeLinkRequest = z.object({ token: ZEmailChangeToken });
export type TEmailChangeLinkRequest = z.infer<typeof ZEmailChangeLinkRequest>;

/** POST /users/email/confirm data: the account's new address. */
export const ZEmailChangeConfirmed = z.object({ email: z.string() });
export type TEmailChangeConfirmed = z.infer<typeof ZEmailChangeConfirmed>;

/**
 * What an undo did: cancelled a change not yet confirmed, restored the old address of a
 * confirmed one, or could not restore it (changed again since, or the old address taken).
 */
export const EMAIL_CHANGE_UNDO_OUTCOMES = ['cancelled', 'restored', 'notRestored'] as const;

/** POST /users/email/undo data: the outcome and the address the link was sent to. */
export const ZEmailChangeUndone = z.object({
  outcome: z.enum(EMAIL_CHANGE_UNDO_OUTCOMES),
  email: z.string(),
});
export type TEmailChangeUndone = z.infer<typeof ZEmailChangeUndone>;

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Dashboard email edit: required, well-formed, and different from the current one. */
export function createEmailChangeSchema(currentEmail: string | null) {
  return ZRequestEmailChangeRequest.refine(
    (value) => currentEmail === null || !sameEmail(value.email, currentEmail),
    { path: ['email'], error: 'emailUnchanged' },
  );
}

/** Same rule as a function; the dashboard closes the editor instead of showing emailUnchanged. */
export function validateEmailChange(
  nextEmail: string,
  currentEmail: string | null,
): TValidationMessageKey | null {
  const result = createEmailChangeSchema(currentEmail).safeParse({ email: nextEmail });
  const issue = result.error?.issues[0];
  return issue === undefined ? null : issueMessageKey(issue);
}

/** The code step of the dashboard edit: the 6-digit code sent to the new address. */
export function validateEmailChangeCode(code: string): TValidationMessageKey | null {
  const issue = ZVerificationCode.safeParse(code).error?.issues[0];
  return issue === undefined ? null : issueMessageKey(issue);
}
