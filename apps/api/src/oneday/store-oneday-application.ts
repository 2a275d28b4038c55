import type { TLanguage, TOnedayApplication } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { consentOf, guardianColumns } from '../applications/application-family.js';
import { fromBirthDateDigits } from '../lib/iso-date.js';

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
  const consent = consentOf(input, new Date());
  return tx.onedayApplication.create({
    data: {
      ...guardianColumns(input),
      ...(consent ? { consent: { create: consent } } : {}),
      name: input.name,
      birthDate: fromBirthDateDigits(input.birthDate),
      phoneNumber: input.phoneNumber ?? null,
      email: input.email ?? null,
      preferredTime: input.preferredTime ?? '',
      message: input.message || null,
      language: language === 'ENG' ? 'en' : 'ko',
    },
    select: { id: true, name: true },
  });
}
