import { RECEIPT_MESSAGES, type TAcademyDetails } from '@academy/contracts';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AcademyDetailsRepository } from './academy-details-repository.js';
import type { LoadReceiptFont } from './receipt-font.js';
import type { ReceiptRepository } from './receipt-repository.js';

/** What receipts and certificates are made from. */
export interface ReceiptDeps {
  prisma: PrismaClient;
  receipts: ReceiptRepository;
  academyDetails: AcademyDetailsRepository;
  loadFont: LoadReceiptFont;
  now?: Clock;
}

/** The academy details, or the refusal that says receipts wait for them. */
export async function requireAcademyDetails(deps: ReceiptDeps): Promise<TAcademyDetails> {
  const details = await deps.academyDetails.read(deps.prisma);
  if (!details) throw new AppError('RECEIPTS_UNAVAILABLE', RECEIPT_MESSAGES.receiptsUnavailable);
  return details;
}
