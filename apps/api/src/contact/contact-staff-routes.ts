import { contactOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ContactStaffService } from './contact-staff-service.js';

/** Staff list, open, reply to and close inquiries (docs/product/api.md). */
export function contactStaffRoutes(deps: { guards: AuthGuards; contacts: ContactStaffService }) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(contactOperations.listInquiries, async ({ query }) => ({
    data: await deps.contacts.list(query),
  }));

  handle(contactOperations.getInquiry, async ({ params }) => ({
    data: await deps.contacts.get(params.id),
  }));

  handle(contactOperations.replyToInquiry, async ({ caller, params, body }) => ({
    data: await deps.contacts.reply(caller.id, params.id, body.reply),
  }));

  handle(contactOperations.updateInquiryStatus, async ({ caller, params, body }) => ({
    data: await deps.contacts.setStatus(caller.id, params.id, body.status),
  }));

  return router;
}
