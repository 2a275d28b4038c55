import { inquiryOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GetInquiry } from './get-inquiry.js';
import type { ListInquiries } from './list-inquiries.js';
import type { ReplyToInquiry } from './reply-to-inquiry.js';
import type { UpdateInquiryStatus } from './update-inquiry-status.js';

/** Staff list, open, reply to and close inquiries (docs/product/api.md). */
export function inquiryStaffRoutes(deps: {
  guards: AuthGuards;
  listInquiries: ListInquiries;
  getInquiry: GetInquiry;
  replyToInquiry: ReplyToInquiry;
  updateInquiryStatus: UpdateInquiryStatus;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(inquiryOperations.listInquiries, async ({ query }) => ({
    data: await deps.listInquiries(query),
  }));

  handle(inquiryOperations.getInquiry, async ({ params }) => ({
    data: await deps.getInquiry(params.id),
  }));

  handle(inquiryOperations.replyToInquiry, async ({ caller, params, body }) => ({
    data: await deps.replyToInquiry(caller.id, params.id, body.reply),
  }));

  handle(inquiryOperations.updateInquiryStatus, async ({ caller, params, body }) => ({
    data: await deps.updateInquiryStatus(caller.id, params.id, body.status),
  }));

  return router;
}
