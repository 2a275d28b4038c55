import { Prisma } from '../generated/prisma/client.js';

const UNIQUE_VIOLATION = 'P2002';
const RECORD_NOT_FOUND = 'P2025';

const hasPrismaCode = (error: unknown, code: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

export const isUniqueViolation = (error: unknown) => hasPrismaCode(error, UNIQUE_VIOLATION);
/** The row to change was deleted by another request since it was read. */
export const isRecordGone = (error: unknown) => hasPrismaCode(error, RECORD_NOT_FOUND);

/** A property of an error that may be anything: drivers nest what they know in plain objects. */
export function errorField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Where Prisma 7 with the pg and PGlite adapters keeps what PostgreSQL said about a failed write
 * (`originalCode`, `constraint`): the known request error's `meta.driverAdapterError.cause`.
 */
export const driverAdapterCause = (error: unknown) =>
  errorField(errorField(errorField(error, 'meta'), 'driverAdapterError'), 'cause');
