import { Router } from 'express';
import {
  ZContactReplyRequest,
  ZContactsQuery,
  ZContactStatusUpdate,
  ZIdParams,
  type TContactDetail,
  type TContactList,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { sendOk } from '../http/respond.js';
import type { ContactStaffService } from './contact-staff-service.js';

/** /api/contact (staff): list, open, reply to and close inquiries (docs/product/api.md). */
export function contactStaffRoutes(deps: {
  guards: AuthGuards;
  contacts: ContactStaffService;
}): Router {
  const router = Router();
  const staffIdOf = (req: Express.Request) => req.auth?.account.id ?? 0;

  router.get('/', deps.guards.requireStaff, async (req, res) => {
    sendOk<TContactList>(res, await deps.contacts.list(ZContactsQuery.parse(req.query)));
  });

  router.get('/:id', deps.guards.requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    sendOk<TContactDetail>(res, await deps.contacts.get(id));
  });

  router.post('/:id/reply', deps.guards.requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const { reply } = ZContactReplyRequest.parse(req.body);
    sendOk<TContactDetail>(res, await deps.contacts.reply(staffIdOf(req), id, reply));
  });

  router.patch('/:id/status', deps.guards.requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const { status } = ZContactStatusUpdate.parse(req.body);
    sendOk<TContactDetail>(res, await deps.contacts.setStatus(staffIdOf(req), id, status));
  });

  return router;
}
