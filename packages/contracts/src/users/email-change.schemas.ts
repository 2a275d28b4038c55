import { z } from 'zod';
import { ZEmail } from '../common/email';
import { issueMessageKey } from '../common/format-validation-error';
import type { TValidationMessageKey } from '../common/validation-messages';

/** PUT /users/email. */
export const ZEmailChangeRequest = z.object({ email: ZEmail });
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** PUT /users/email data: the stored address. */
export const ZEmailChangeResult = z.object({ email: z.string() });
export type TEmailChangeResult = z.infer<typeof ZEmailChangeResult>;

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Dashboard email edit: required, well-formed, and different from the current one. */
export function createEmailChangeSchema(currentEmail: string | null) {
  return ZEmailChangeRequest.refine(
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
