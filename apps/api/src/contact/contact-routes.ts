import { contactOperations, FEEDBACK_MESSAGES } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import type { CheckContact } from './check-contact.js';
import type { ListPublicContacts } from './list-public-contacts.js';
import type { SubmitContact } from './submit-contact.js';

interface ContactRoutesDeps {
  guards: AuthGuards;
  submitContact: SubmitContact;
  listPublicContacts: ListPublicContacts;
  checkContact: CheckContact;
  limits: PublicRateLimits;
  publicCache: PublicReadCache;
}

/** The guest side of inquiries (docs/product/api.md). */
export function contactRoutes(deps: ContactRoutesDeps) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    contactOperations.submitInquiry,
    async ({ body }) => ({
      data: { contactId: await deps.submitContact(body) },
      message: FEEDBACK_MESSAGES.contactSent,
    }),
    {
      before: [deps.limits.contactSubmit],
      honeypot: { data: { contactId: null }, message: FEEDBACK_MESSAGES.contactSent },
    },
  );

  handle(
    contactOperations.listPublicInquiries,
    async ({ query }) => ({ data: await deps.listPublicContacts(query) }),
    { publicCache: deps.publicCache },
  );

  handle(
    contactOperations.checkInquiry,
    async ({ body }) => ({ data: await deps.checkContact(body) }),
    { before: [deps.limits.contactCheck] },
  );

  return router;
}
