import { Router } from 'express';
import {
  AUTH_MESSAGES,
  buildPagination,
  FEEDBACK_MESSAGES,
  paginationOffset,
  pickText,
  ZModificationsQuery,
  ZScheduleChangeRequest,
  type TModificationList,
  type TPendingScheduleChangeCheck,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { CheckPendingScheduleChange } from './check-pending-schedule-change.js';
import { toModificationItem } from './modification-mappers.js';
import type { ModificationRepository } from './modification-repository.js';
import type { RequestScheduleChange } from './request-schedule-change.js';

/** /api/modification: members request lesson moves; members see theirs, staff see all. */
export function modificationRoutes(deps: {
  guards: AuthGuards;
  modifications: ModificationRepository;
  requestScheduleChange: RequestScheduleChange;
  checkPendingScheduleChange: CheckPendingScheduleChange;
}): Router {
  const router = Router();

  // A fixed path: it stays registered before any /:id route a later change may add here.
  router.get('/check-pending', deps.guards.requireMember, async (req, res) => {
    // The guard has admitted a signed-in member; this only tells TypeScript so.
    if (!req.auth)
      throw new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.authenticationRequired);
    const check = await deps.checkPendingScheduleChange(req.auth.account.id);
    sendOk<TPendingScheduleChangeCheck>(res, check);
  });

  router.post('/', deps.guards.requireMember, async (req, res) => {
    const input = ZScheduleChangeRequest.parse(req.body);
    const item = await deps.requestScheduleChange(req.auth?.account.id ?? 0, input);
    const message = pickText(FEEDBACK_MESSAGES.scheduleChangeSubmitted, requestLanguage(req));
    sendOk(res, item, message, 201);
  });

  router.get('/', deps.guards.requireAuthenticated, async (req, res) => {
    const query = ZModificationsQuery.parse(req.query);
    const account = req.auth?.account;
    const { rows, total } = await deps.modifications.findPage(
      {
        ...(account?.type === 'member' ? { memberId: account.id } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      paginationOffset(query),
      query.limit,
    );
    sendOk<TModificationList>(res, {
      modifications: rows.map(toModificationItem),
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    });
  });

  return router;
}
