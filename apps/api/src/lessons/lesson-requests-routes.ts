import {
  buildPagination,
  FEEDBACK_MESSAGES,
  lessonsOperations,
  paginationOffset,
  STAFF_MESSAGES,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { DecideLessonRequest } from './decide-lesson-request.js';
import { toLessonRequestItem } from './lesson-request-mappers.js';
import type { LessonRequestsRepository } from './lesson-requests-repository.js';
import type { PreviewFirstDue } from './preview-first-due.js';

/** Staff review and decide regular lesson applications (docs/product/api.md). */
export function lessonRequestsRoutes(deps: {
  guards: AuthGuards;
  requests: LessonRequestsRepository;
  decide: DecideLessonRequest;
  previewFirstDue: PreviewFirstDue;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(lessonsOperations.listLessonRequests, async ({ query }) => {
    const { rows, total } = await deps.requests.findPage(
      query.status,
      paginationOffset(query),
      query.limit,
    );
    return {
      data: {
        requests: rows.map(toLessonRequestItem),
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      },
    };
  });

  handle(lessonsOperations.getLessonRequest, async ({ params }) => {
    const row = await deps.requests.findById(params.id);
    if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    return { data: toLessonRequestItem(row) };
  });

  handle(lessonsOperations.previewFirstDue, async ({ params, query }) => ({
    data: await deps.previewFirstDue(params.id, query),
  }));

  handle(lessonsOperations.approveLessonRequest, async ({ caller, params, body }) => ({
    data: await deps.decide.approve(caller.id, params.id, body),
    message: STAFF_MESSAGES.lessonApproved,
  }));

  handle(lessonsOperations.rejectLessonRequest, async ({ caller, params, body }) => {
    await deps.decide.reject(caller.id, params.id, body);
    return { data: null, message: STAFF_MESSAGES.lessonRejected };
  });

  return router;
}
