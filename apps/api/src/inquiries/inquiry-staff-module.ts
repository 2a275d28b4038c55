import { routesModule } from '../routing/routes-module.js';
import { createInquiryStaffService } from './inquiry-staff-service.js';
import { inquiryStaffRoutes } from './inquiry-staff-routes.js';

/** Wires the staff side of the inquiry board. */
export const createInquiryStaffModule = routesModule(inquiryStaffRoutes, (prisma, units) => ({
  contacts: createInquiryStaffService(prisma, units),
}));
