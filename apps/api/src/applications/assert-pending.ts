import { FEEDBACK_MESSAGES, STAFF_MESSAGES } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { LessonApplicationsRepository } from './lesson-applications-repository.js';

/** Throws 404 for an unknown request, 409 for one that is no longer pending. */
export async function assertPending(
  applications: LessonApplicationsRepository,
  tx: Prisma.TransactionClient,
  id: number,
  decided: boolean,
): Promise<void> {
  if (decided) return;
  const row = await applications.findById(id, tx);
  if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.lessonNotPending);
}
