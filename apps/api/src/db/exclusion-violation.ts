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
  const adapterCause = field(field(field(error, 'meta'), 'driverAdapterError'), 'cause');
  const candidates = [adapterCause, error, field(error, 'cause')];
  return candidates.some(
    (candidate) =>
      field(candidate, 'originalCode') === EXCLUSION_VIOLATION ||
      field(candidate, 'code') === EXCLUSION_VIOLATION,
  );
}
