import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { createCheckInquiry } from './check-inquiry.js';
import { createInquiryRepository } from './inquiry-repository.js';
import { inquiryRoutes } from './inquiry-routes.js';
import { createListPublicInquiries } from './list-public-inquiries.js';
import { createSubmitInquiry } from './submit-inquiry.js';

/** Wires the guest inquiry board: submit, public list and password lookup. */
export function createInquiryModule(deps: {
  database: Database;
  guards: AuthGuards;
  limits: PublicRateLimits;
  publicCache: PublicReadCache;
}): {
  router: Router;
} {
  const inquiries = createInquiryRepository(deps.database.prisma);
  return {
    router: inquiryRoutes({
      guards: deps.guards,
      submitInquiry: createSubmitInquiry(inquiries),
      listPublicInquiries: createListPublicInquiries(inquiries),
      checkInquiry: createCheckInquiry({ inquiries }),
      limits: deps.limits,
      publicCache: deps.publicCache,
    }),
  };
}
