import { createUnitOfWork, type UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { JobContext } from './job-definition.js';

/**
 * A job's unit of work: its mail outbox and, when a provider is configured, the text channel, so
 * that a job's messages reach people by the same channels as a request's.
 */
export function jobUnits({ prisma, outbox, texts }: JobContext): UnitOfWork {
  return createUnitOfWork({ prisma, outbox, ...(texts ? { texts } : {}) });
}
