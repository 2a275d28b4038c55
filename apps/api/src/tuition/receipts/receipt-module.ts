import { RECEIPT_DOWNLOAD_LIMITS, RECEIPT_MESSAGES } from '@academy/contracts';
import { createRateLimiter, MINUTE_MS } from '../../http/rate-limiter.js';
import { createRateLimitCounters } from '../../rate-limits/rate-limit-counters-repository.js';
import type { ModuleDeps } from '../../routing/routes-module.js';
import { academyDetailsRepository as academyDetails } from './academy-details-repository.js';
import { createDownloadCertificate } from './download-certificate.js';
import { createDownloadReceipt } from './download-receipt.js';
import { createGetAcademyDetails } from './get-academy-details.js';
import { createGetReceipt } from './get-receipt.js';
import { createReceiptFontLoader } from './receipt-font.js';
import { createReceiptRepository } from './receipt-repository.js';
import { receiptRoutes } from './receipt-routes.js';
import { createSetAcademyDetails } from './set-academy-details.js';

/** Wires receipts and certificates; `fontPath` is RECEIPT_FONT_PATH (decision 0044). */
export function createReceiptModule(deps: ModuleDeps & { fontPath: string }) {
  const { prisma } = deps.database;
  const receiptDeps = {
    prisma,
    receipts: createReceiptRepository(prisma),
    academyDetails,
    loadFont: createReceiptFontLoader(deps.fontPath),
  };
  const getReceipt = createGetReceipt(receiptDeps);
  return {
    router: receiptRoutes({
      guards: deps.guards,
      downloadLimit: createRateLimiter(createRateLimitCounters(prisma), {
        name: 'receipt-downloads-per-account',
        windowMs: RECEIPT_DOWNLOAD_LIMITS.WINDOW_MINUTES * MINUTE_MS,
        limit: RECEIPT_DOWNLOAD_LIMITS.PER_WINDOW,
        message: RECEIPT_MESSAGES.tooManyDownloads,
        key: 'account',
      }),
      getAcademyDetails: createGetAcademyDetails({ prisma, academyDetails }),
      setAcademyDetails: createSetAcademyDetails({ units: deps.units, academyDetails }),
      getReceipt,
      downloadReceipt: createDownloadReceipt({ ...receiptDeps, getReceipt }),
      downloadCertificate: createDownloadCertificate(receiptDeps),
    }),
  };
}
