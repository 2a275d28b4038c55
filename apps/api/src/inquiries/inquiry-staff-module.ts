import { routesModule } from '../routing/routes-module.js';
import { createGetInquiry } from './get-inquiry.js';
import { createInquiryStaffRepository } from './inquiry-staff-repository.js';
import { inquiryStaffRoutes } from './inquiry-staff-routes.js';
import { createListInquiries } from './list-inquiries.js';
import { createReplyToInquiry } from './reply-to-inquiry.js';
import { createUpdateInquiryStatus } from './update-inquiry-status.js';

/** Wires the staff side of the inquiry board. */
export const createInquiryStaffModule = routesModule(inquiryStaffRoutes, (prisma, units) => {
  const inquiries = createInquiryStaffRepository(prisma);
  return {
    listInquiries: createListInquiries({ inquiries }),
    getInquiry: createGetInquiry({ inquiries }),
    replyToInquiry: createReplyToInquiry({ units, inquiries }),
    updateInquiryStatus: createUpdateInquiryStatus({ units, inquiries }),
  };
});
