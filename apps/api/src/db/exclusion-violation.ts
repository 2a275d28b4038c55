import { driverAdapterCause, errorField } from './prisma-errors.js';

const EXCLUSION_VIOLATION = '23P01';

/**
 * Whether a write failed on a PostgreSQL exclusion constraint (SQLSTATE 23P01). Prisma 7 with
 * the pg and PGlite adapters reports it as a known request error whose
 * `meta.driverAdapterError.cause` carries `originalCode` (and `code`); plain driver errors keep
 * the code on the error or its `cause`.
 */
export function isExclusionViolation(error: unknown): boolean {
  return violatingErrors(error).length > 0;
}

function violatingErrors(error: unknown): unknown[] {
  const candidates = [driverAdapterCause(error), error, errorField(error, 'cause')];
  return candidates.filter(
    (candidate) =>
      errorField(candidate, 'originalCode') === EXCLUSION_VIOLATION ||
      errorField(candidate, 'code') === EXCLUSION_VIOLATION,
  );
}

const CONSTRAINT_IN_MESSAGE = /constraint "([^"]+)"/;

/**
 * The name of the exclusion constraint a write failed on, for tables with more than one; ''
 * when the driver did not name it, undefined when the error is no exclusion violation.
 */
export function violatedExclusionConstraint(error: unknown): string | undefined {
  const errors = violatingErrors(error);
  if (errors.length === 0) return undefined;
  for (const candidate of errors) {
    const named = errorField(candidate, 'constraint');
    if (typeof named === 'string') return named;
    for (const key of ['originalMessage', 'message']) {
      const text = errorField(candidate, key);
      const match = typeof text === 'string' ? CONSTRAINT_IN_MESSAGE.exec(text) : null;
      if (match?.[1]) return match[1];
    }
  }
  return '';
}
