import { inquiryOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { InquiryStaffService } from './inquiry-staff-service.js';

/** Staff list, open, reply to and close inquiries (docs/product/api.md). */
export function inquiryStaffRoutes(deps: { guards: AuthGuards; contacts: InquiryStaffService }) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(inquiryOperations.listInquiries, async ({ query }) => ({
    data: await deps.contacts.list(query),
  }));

  handle(inquiryOperations.getInquiry, async ({ params }) => ({
    data: await deps.contacts.get(params.id),
  }));

  handle(inquiryOperations.replyToInquiry, async ({ caller, params, body }) => ({
    data: await deps.contacts.reply(caller.id, params.id, body.reply),
  }));

  handle(inquiryOperations.updateInquiryStatus, async ({ caller, params, body }) => ({
    data: await deps.contacts.setStatus(caller.id, params.id, body.status),
  }));

  return router;
}
