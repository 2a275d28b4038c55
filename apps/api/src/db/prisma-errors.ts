import { Prisma } from '../generated/prisma/client.js';

const UNIQUE_VIOLATION = 'P2002';
const RECORD_NOT_FOUND = 'P2025';

const hasPrismaCode = (error: unknown, code: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

export const isUniqueViolation = (error: unknown) => hasPrismaCode(error, UNIQUE_VIOLATION);
/** The row to change was deleted by another request since it was read. */
export const isRecordGone = (error: unknown) => hasPrismaCode(error, RECORD_NOT_FOUND);
