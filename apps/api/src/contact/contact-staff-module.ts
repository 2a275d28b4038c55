import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createContactStaffService } from './contact-staff-service.js';
import { contactStaffRoutes } from './contact-staff-routes.js';

/** Wires the staff side of the inquiry board. */
export function createContactStaffModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  return {
    router: contactStaffRoutes({
      guards: deps.guards,
      contacts: createContactStaffService(deps.database.prisma),
    }),
  };
}
