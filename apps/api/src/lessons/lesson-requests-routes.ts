import { Router } from 'express';
import {
  buildPagination,
  FEEDBACK_MESSAGES,
  paginationOffset,
  pickText,
  STAFF_MESSAGES,
  type TLessonApprovalResponse,
  type TLessonRequestItem,
  type TLessonRequestList,
  ZIdParams,
  ZLessonApprovalRequest,
  ZLessonRejectionRequest,
  ZLessonRequestsQuery,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { DecideLessonRequest } from './decide-lesson-request.js';
import { toLessonRequestItem } from './lesson-request-mappers.js';
import type { LessonRequestsRepository } from './lesson-requests-repository.js';

/** /api/lessons/requests*: staff review and decide regular lesson applications. */
export function lessonRequestsRoutes(deps: {
  guards: AuthGuards;
  requests: LessonRequestsRepository;
  decide: DecideLessonRequest;
}): Router {
  const router = Router();
  const { requireStaff } = deps.guards;
  const staffIdOf = (req: Express.Request) => req.auth?.account.id ?? 0;

  router.get('/requests', requireStaff, async (req, res) => {
    const query = ZLessonRequestsQuery.parse(req.query);
    const { rows, total } = await deps.requests.findPage(
      query.status,
      paginationOffset(query),
      query.limit,
    );
    sendOk<TLessonRequestList>(res, {
      requests: rows.map(toLessonRequestItem),
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    });
  });

  router.get('/requests/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const row = await deps.requests.findById(id);
    if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    sendOk<TLessonRequestItem>(res, toLessonRequestItem(row));
  });

  router.patch('/requests/:id/approve', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const input = ZLessonApprovalRequest.parse(req.body);
    const result = await deps.decide.approve(staffIdOf(req), id, input);
    const message = pickText(STAFF_MESSAGES.lessonApproved, requestLanguage(req));
    sendOk<TLessonApprovalResponse>(res, result, message);
  });

  router.patch('/requests/:id/reject', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const input = ZLessonRejectionRequest.parse(req.body);
    await deps.decide.reject(staffIdOf(req), id, input);
    sendOk(res, null, pickText(STAFF_MESSAGES.lessonRejected, requestLanguage(req)));
  });

  return router;
}
