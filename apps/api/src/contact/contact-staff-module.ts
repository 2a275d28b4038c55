import { routesModule } from '../routing/routes-module.js';
import { createContactStaffService } from './contact-staff-service.js';
import { contactStaffRoutes } from './contact-staff-routes.js';

/** Wires the staff side of the inquiry board. */
export const createContactStaffModule = routesModule(contactStaffRoutes, (prisma, units) => ({
  contacts: createContactStaffService(prisma, units),
}));
