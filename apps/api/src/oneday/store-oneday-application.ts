import type { TLanguage, TOnedayApplication } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { applicationColumns } from '../applications/application-family.js';

/**
 * Stores a one-day class application inside the transaction that tells the staff about it, with
 * the language of the page the guest used (their e-mails are written in it), the guardian of a
 * child and the consent given for a child under 14.
 */
export function storeOnedayApplication(
  tx: Prisma.TransactionClient,
  input: TOnedayApplication,
  language: TLanguage,
) {
  return tx.onedayApplication.create({
    data: {
      ...applicationColumns(input),
      language: language === 'ENG' ? 'en' : 'ko',
    },
    select: { id: true, name: true },
  });
}
