import { PRACTICE_LOG_MESSAGES, practiceLogOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { DeletePracticeEntry } from './delete-practice-entry.js';
import type { ListMyPractice } from './list-my-practice.js';
import type { LogPractice } from './log-practice.js';

/** A member's practice log (docs/product/lesson-notes.md). */
export function practiceLogRoutes(deps: {
  guards: AuthGuards;
  logPractice: LogPractice;
  listMyPractice: ListMyPractice;
  deletePracticeEntry: DeletePracticeEntry;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(practiceLogOperations.listMyPractice, async ({ caller, query }) => ({
    data: await deps.listMyPractice(caller.id, query.page),
  }));

  handle(practiceLogOperations.logPractice, async ({ caller, body }) => ({
    data: await deps.logPractice(caller.id, body),
    message: PRACTICE_LOG_MESSAGES.logged,
  }));

  handle(practiceLogOperations.deletePracticeEntry, async ({ caller, params }) => {
    await deps.deletePracticeEntry(caller.id, params.id);
    return { data: null, message: PRACTICE_LOG_MESSAGES.deleted };
  });

  return router;
}
