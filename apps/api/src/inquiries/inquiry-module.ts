import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { createCheckInquiry } from './check-inquiry.js';
import { createGetAnswerNotice } from './get-answer-notice.js';
import { createInquiryRepository } from './inquiry-repository.js';
import { inquiryRoutes } from './inquiry-routes.js';
import { createListPublicInquiries } from './list-public-inquiries.js';
import { createSubmitInquiry } from './submit-inquiry.js';

/**
 * Wires the guest inquiry board: submit, public list and password lookup, and whether the
 * answer can be told by 알림톡 (`textChannelOn`: Solapi is configured).
 */
export function createInquiryModule(deps: {
  database: Database;
  guards: AuthGuards;
  limits: PublicRateLimits;
  publicCache: PublicReadCache;
  textChannelOn: boolean;
  /** A new inquiry tells staff (docs/decisions/0042). */
  units: UnitOfWork;
}): {
  router: Router;
} {
  const inquiries = createInquiryRepository(deps.database.prisma);
  const getAnswerNotice = createGetAnswerNotice({
    prisma: deps.database.prisma,
    textChannelOn: deps.textChannelOn,
  });
  return {
    router: inquiryRoutes({
      guards: deps.guards,
      submitInquiry: createSubmitInquiry({
        inquiries,
        answerNotice: getAnswerNotice,
        units: deps.units,
      }),
      getAnswerNotice,
      listPublicInquiries: createListPublicInquiries(inquiries),
      checkInquiry: createCheckInquiry({ inquiries }),
      limits: deps.limits,
      publicCache: deps.publicCache,
    }),
  };
}
