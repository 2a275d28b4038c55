import { routesModule } from '../routing/routes-module.js';
import { createGetInquiry } from './get-inquiry.js';
import { inquiryStaffRoutes } from './inquiry-staff-routes.js';
import { createListInquiries } from './list-inquiries.js';
import { createReplyToInquiry } from './reply-to-inquiry.js';
import { createUpdateInquiryStatus } from './update-inquiry-status.js';

/** Wires the staff side of the inquiry board. */
export const createInquiryStaffModule = routesModule(inquiryStaffRoutes, (prisma, units) => ({
  listInquiries: createListInquiries({ prisma }),
  getInquiry: createGetInquiry({ prisma }),
  replyToInquiry: createReplyToInquiry({ units }),
  updateInquiryStatus: createUpdateInquiryStatus({ units }),
}));
