import type { RequestHandler } from 'express';
import { RECEIPT_MESSAGES, receiptOperations } from '@academy/contracts';
import type { AuthGuards } from '../../auth/auth-middleware.js';
import { createOperationRouter } from '../../routing/operation-router.js';
import type { DownloadCertificate } from './download-certificate.js';
import type { DownloadReceipt } from './download-receipt.js';
import type { GetAcademyDetails } from './get-academy-details.js';
import type { GetReceipt } from './get-receipt.js';
import type { SetAcademyDetails } from './set-academy-details.js';

/**
 * Receipts and tuition payment certificates (docs/product/receipts.md): the admin's academy
 * details, a member's (or their guardian's) own, and staff's of any member. A member's call
 * serves `caller.id`, the child when a guardian acts for one, so another member's due is 404.
 */
export function receiptRoutes(deps: {
  guards: AuthGuards;
  downloadLimit: RequestHandler;
  getAcademyDetails: GetAcademyDetails;
  setAcademyDetails: SetAcademyDetails;
  getReceipt: GetReceipt;
  downloadReceipt: DownloadReceipt;
  downloadCertificate: DownloadCertificate;
}) {
  const { router, handle } = createOperationRouter(deps.guards);
  const limited = { before: [deps.downloadLimit] };

  handle(receiptOperations.getAcademyDetails, async () => ({
    data: await deps.getAcademyDetails(),
  }));

  handle(receiptOperations.setAcademyDetails, async ({ caller, body }) => ({
    data: await deps.setAcademyDetails(caller.id, body),
    message: RECEIPT_MESSAGES.academyDetailsSaved,
  }));

  handle(receiptOperations.getMyReceipt, async ({ caller, params }) => ({
    data: await deps.getReceipt(params.id, caller.id),
  }));

  handle(
    receiptOperations.downloadMyReceipt,
    async ({ caller, params, language }) => ({
      data: await deps.downloadReceipt(params.id, caller.id, language),
    }),
    limited,
  );

  handle(
    receiptOperations.downloadMyCertificate,
    async ({ caller, query, language }) => ({
      data: await deps.downloadCertificate(caller.id, query.year, language),
    }),
    limited,
  );

  handle(
    receiptOperations.downloadDueReceipt,
    async ({ params, language }) => ({
      data: await deps.downloadReceipt(params.id, null, language),
    }),
    limited,
  );

  handle(
    receiptOperations.downloadMemberCertificate,
    async ({ params, query, language }) => ({
      data: await deps.downloadCertificate(params.id, query.year, language),
    }),
    limited,
  );

  return router;
}
