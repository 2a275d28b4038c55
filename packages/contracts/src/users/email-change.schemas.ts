import { z } from 'zod';
import { ZVerificationCode } from '../auth/auth.schemas';
import { ZEmail } from '../common/email';
import { issueMessageKey } from '../common/format-validation-error';
import type { TValidationMessageKey } from '../common/validation-messages';

/** POST /users/request-email-change: e-mail a code to the new address. */
export const ZRequestEmailChangeRequest = z.object({ email: ZEmail });
export type TRequestEmailChangeRequest = z.infer<typeof ZRequestEmailChangeRequest>;

/** PUT /users/email: the new address and the code that was sent to it. */
export const ZEmailChangeRequest = z.object({ email: ZEmail, code: ZVerificationCode });
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** PUT /users/email data: the stored address. */
export const ZEmailChangeResult = z.object({ email: z.string() });
export type TEmailChangeResult = z.infer<typeof ZEmailChangeResult>;

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
