import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { createCheckContact } from './check-contact.js';
import { createContactRepository } from './contact-repository.js';
import { contactRoutes } from './contact-routes.js';
import { createListPublicContacts } from './list-public-contacts.js';
import { createSubmitContact } from './submit-contact.js';

/** Wires the guest inquiry board: submit, public list and password lookup. */
export function createContactModule(deps: {
  database: Database;
  guards: AuthGuards;
  limits: PublicRateLimits;
  publicCache: PublicReadCache;
}): {
  router: Router;
} {
  const contacts = createContactRepository(deps.database.prisma);
  return {
    router: contactRoutes({
      guards: deps.guards,
      submitContact: createSubmitContact(contacts),
      listPublicContacts: createListPublicContacts(contacts),
      checkContact: createCheckContact({ contacts }),
      limits: deps.limits,
      publicCache: deps.publicCache,
    }),
  };
}
