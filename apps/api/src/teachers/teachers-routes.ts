import { Router } from 'express';
import {
  fillPlaceholders,
  pickText,
  TEACHER_MESSAGES,
  type TCreateTeacherResponse,
  type TStaffAccount,
  type TStaffAccountList,
  ZCreateTeacherRequest,
  ZIdParams,
  ZUpdateTeacherRequest,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { CreateTeacher } from './create-teacher.js';
import type { DeleteTeacher } from './delete-teacher.js';
import type { GetPendingCounts } from './get-pending-counts.js';
import type { GetStaffAccounts } from './get-staff-accounts.js';
import { staffCallerOf } from './staff-caller.js';
import { assertMayEditAccount, type UpdateTeacher } from './update-teacher.js';

/** /api/teachers/*: staff accounts and the staff header's pending counts. */
export function teachersRoutes(deps: {
  guards: AuthGuards;
  getPendingCounts: GetPendingCounts;
  staffAccounts: GetStaffAccounts;
  createTeacher: CreateTeacher;
  updateTeacher: UpdateTeacher;
  deleteTeacher: DeleteTeacher;
}): Router {
  const router = Router();
  const { requireStaff, requireAdmin } = deps.guards;

  // Before /:id, which would take "pending-counts" for an id.
  router.get('/pending-counts', requireStaff, async (_req, res) => {
    sendOk(res, await deps.getPendingCounts());
  });

  router.get('/', requireStaff, async (_req, res) => {
    sendOk<TStaffAccountList>(res, { teachers: await deps.staffAccounts.list() });
  });

  router.get('/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    sendOk<TStaffAccount>(res, await deps.staffAccounts.get(id));
  });

  router.post('/', requireAdmin, async (req, res) => {
    const input = ZCreateTeacherRequest.parse(req.body);
    const created = await deps.createTeacher(staffCallerOf(req).id, input);
    const message = fillPlaceholders(pickText(TEACHER_MESSAGES.created, requestLanguage(req)), {
      name: created.teacher.name,
    });
    sendOk<TCreateTeacherResponse>(res, created, message, 201);
  });

  router.patch('/:id', requireStaff, async (req, res) => {
    const caller = staffCallerOf(req);
    const { id } = ZIdParams.parse(req.params);
    // Whose account it is matters before what the body says.
    assertMayEditAccount(caller, id);
    const input = ZUpdateTeacherRequest.parse(req.body);
    const account = await deps.updateTeacher(caller, id, input);
    sendOk<TStaffAccount>(res, account, pickText(TEACHER_MESSAGES.updated, requestLanguage(req)));
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    await deps.deleteTeacher(staffCallerOf(req).id, id);
    sendOk(res, null, pickText(TEACHER_MESSAGES.deleted, requestLanguage(req)));
  });

  return router;
}
