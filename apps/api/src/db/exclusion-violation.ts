const EXCLUSION_VIOLATION = '23P01';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

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
  const adapterCause = field(field(field(error, 'meta'), 'driverAdapterError'), 'cause');
  const candidates = [adapterCause, error, field(error, 'cause')];
  return candidates.filter(
    (candidate) =>
      field(candidate, 'originalCode') === EXCLUSION_VIOLATION ||
      field(candidate, 'code') === EXCLUSION_VIOLATION,
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
    const named = field(candidate, 'constraint');
    if (typeof named === 'string') return named;
    for (const key of ['originalMessage', 'message']) {
      const text = field(candidate, key);
      const match = typeof text === 'string' ? CONSTRAINT_IN_MESSAGE.exec(text) : null;
      if (match?.[1]) return match[1];
    }
  }
  return '';
}
