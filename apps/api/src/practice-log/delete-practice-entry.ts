import { PRACTICE_LOG_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { PracticeLogDeps } from './practice-log-deps.js';

/**
 * A member deletes one of their entries. Someone else's id answers as a missing one does, so the
 * answer tells nothing about other members' entries.
 */
export function createDeletePracticeEntry(deps: Pick<PracticeLogDeps, 'practiceLog'>) {
  return async function deletePracticeEntry(memberId: number, id: number): Promise<void> {
    if (!(await deps.practiceLog.deleteOwn(memberId, id))) {
      throw new AppError('NOT_FOUND', PRACTICE_LOG_MESSAGES.notFound);
    }
  };
}

export type DeletePracticeEntry = ReturnType<typeof createDeletePracticeEntry>;
