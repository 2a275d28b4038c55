import { inquiryOperations, FEEDBACK_MESSAGES } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import type { CheckInquiry } from './check-inquiry.js';
import type { GetAnswerNotice } from './get-answer-notice.js';
import type { ListPublicInquiries } from './list-public-inquiries.js';
import type { SubmitInquiry } from './submit-inquiry.js';

interface InquiryRoutesDeps {
  guards: AuthGuards;
  submitInquiry: SubmitInquiry;
  getAnswerNotice: GetAnswerNotice;
  listPublicInquiries: ListPublicInquiries;
  checkInquiry: CheckInquiry;
  limits: PublicRateLimits;
  publicCache: PublicReadCache;
}

/** The guest side of inquiries (docs/product/api.md). */
export function inquiryRoutes(deps: InquiryRoutesDeps) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    inquiryOperations.submitInquiry,
    async ({ body, language }) => {
      const { id, reference } = await deps.submitInquiry(body, language);
      return { data: { contactId: id, reference }, message: FEEDBACK_MESSAGES.inquirySent };
    },
    {
      before: [deps.limits.inquirySubmit],
      honeypot: {
        data: { contactId: null, reference: null },
        message: FEEDBACK_MESSAGES.inquirySent,
      },
    },
  );

  handle(
    inquiryOperations.getAnswerNotice,
    async ({ language }) => ({ data: await deps.getAnswerNotice(language) }),
    { publicCache: deps.publicCache },
  );

  handle(
    inquiryOperations.listPublicInquiries,
    async ({ query }) => ({ data: await deps.listPublicInquiries(query) }),
    { publicCache: deps.publicCache },
  );

  handle(
    inquiryOperations.checkInquiry,
    async ({ body }) => ({ data: await deps.checkInquiry(body) }),
    { before: [deps.limits.inquiryCheck] },
  );

  return router;
}
