import {
  buildPagination,
  FEEDBACK_MESSAGES,
  applicationOperations,
  paginationOffset,
  STAFF_MESSAGES,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { DecideLessonApplication } from './decide-lesson-application.js';
import { toLessonApplicationItem } from './lesson-application-mappers.js';
import type { LessonApplicationsRepository } from './lesson-applications-repository.js';
import type { PreviewFirstDue } from './preview-first-due.js';

/** Staff review and decide regular lesson applications (docs/product/api.md). */
export function lessonApplicationsRoutes(deps: {
  guards: AuthGuards;
  applications: LessonApplicationsRepository;
  decide: DecideLessonApplication;
  previewFirstDue: PreviewFirstDue;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(applicationOperations.listLessonApplications, async ({ query }) => {
    const { rows, total } = await deps.applications.findPage(
      query.status,
      paginationOffset(query),
      query.limit,
    );
    return {
      data: {
        requests: rows.map((row) => toLessonApplicationItem(row)),
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      },
    };
  });

  handle(applicationOperations.getLessonApplication, async ({ params }) => {
    const row = await deps.applications.findById(params.id);
    if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    return { data: toLessonApplicationItem(row) };
  });

  handle(applicationOperations.previewFirstDue, async ({ params, query }) => ({
    data: await deps.previewFirstDue(params.id, query),
  }));

  handle(applicationOperations.approveLessonApplication, async ({ caller, params, body }) => ({
    data: await deps.decide.approve(caller.id, params.id, body),
    message: STAFF_MESSAGES.lessonApproved,
  }));

  handle(applicationOperations.rejectLessonApplication, async ({ caller, params, body }) => {
    await deps.decide.reject(caller.id, params.id, body);
    return { data: null, message: STAFF_MESSAGES.lessonRejected };
  });

  return router;
}
