import { Router } from 'express';
import {
  pickText,
  STAFF_MESSAGES,
  type TModificationItem,
  ZIdParams,
  ZModificationApproveRequest,
  ZModificationRejectRequest,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { ProcessModification } from './process-modification.js';

/** PUT /api/modification/{id}/approve|reject: staff decide a pending schedule change. */
export function modificationStaffRoutes(deps: {
  guards: AuthGuards;
  processModification: ProcessModification;
}): Router {
  const router = Router();

  router.put('/:id/approve', deps.guards.requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const { teacherResponse } = ZModificationApproveRequest.parse(req.body);
    const item = await deps.processModification(
      req.auth?.account.id ?? 0,
      id,
      'approved',
      teacherResponse,
    );
    const message = pickText(STAFF_MESSAGES.modificationApproved, requestLanguage(req));
    sendOk<TModificationItem>(res, item, message);
  });

  router.put('/:id/reject', deps.guards.requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const { teacherResponse } = ZModificationRejectRequest.parse(req.body);
    const item = await deps.processModification(
      req.auth?.account.id ?? 0,
      id,
      'rejected',
      teacherResponse,
    );
    const message = pickText(STAFF_MESSAGES.modificationRejected, requestLanguage(req));
    sendOk<TModificationItem>(res, item, message);
  });

  return router;
}
