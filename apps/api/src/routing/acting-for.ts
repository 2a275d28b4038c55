import type { Request } from 'express';
import {
  ACTING_FOR_HEADER,
  FEEDBACK_MESSAGES,
  ZActingFor,
  type TOperation,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { SignedInCaller } from '../auth/callers.js';
import { AppError } from '../http/app-error.js';

const forbidden = () => new AppError('ACCESS_DENIED', FEEDBACK_MESSAGES.accessDenied);

/**
 * The caller an operation serves: with `X-Acting-For` on an operation a guardian may make for a
 * child, the child, once the database confirms the caller is that child's guardian; otherwise
 * the caller themselves. A header that names anyone else, or is not an id, is refused, so a
 * guardian never reaches another family's child (docs/product/families.md).
 */
export async function servedCaller(
  req: Request,
  operation: TOperation,
  caller: SignedInCaller | null,
  isGuardianOf: AuthGuards['isGuardianOf'],
): Promise<SignedInCaller | null> {
  const header = req.get(ACTING_FOR_HEADER);
  if (!operation.actsForChild || caller?.kind !== 'member' || header === undefined) return caller;
  const childId = ZActingFor.safeParse(header);
  if (!childId.success || !(await isGuardianOf(caller.id, childId.data))) throw forbidden();
  return { ...caller, id: childId.data, actingGuardianId: caller.id };
}
