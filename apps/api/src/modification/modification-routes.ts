import { Router } from 'express';
import {
  buildPagination,
  FEEDBACK_MESSAGES,
  paginationOffset,
  pickText,
  ZModificationsQuery,
  ZScheduleChangeRequest,
  type TModificationList,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import { toModificationItem } from './modification-mappers.js';
import type { ModificationRepository } from './modification-repository.js';
import type { RequestScheduleChange } from './request-schedule-change.js';

/** /api/modification: members request lesson moves; members see theirs, staff see all. */
export function modificationRoutes(deps: {
  guards: AuthGuards;
  modifications: ModificationRepository;
  requestScheduleChange: RequestScheduleChange;
}): Router {
  const router = Router();

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
