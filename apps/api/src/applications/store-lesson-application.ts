import { APPLICATION_LESSON_TYPE_CODES, type TLessonApplication } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { fromBirthDateDigits } from '../lib/iso-date.js';
import { consentOf, guardianColumns } from './application-family.js';

/**
 * Stores a regular lesson application inside the transaction that tells the staff about it,
 * with the guardian of a child and the consent given for a child under 14.
 */
export function storeLessonApplication(tx: Prisma.TransactionClient, input: TLessonApplication) {
  const consent = consentOf(input, new Date());
  return tx.lessonApplication.create({
    data: {
      ...guardianColumns(input),
      ...(consent ? { consent: { create: consent } } : {}),
      name: input.name,
      birthDate: fromBirthDateDigits(input.birthDate),
      gender: input.gender,
      phoneNumber: input.phoneNumber ?? null,
      email: input.email ?? null,
      preferredTime: input.preferredTime ?? '',
      lessonType: APPLICATION_LESSON_TYPE_CODES[input.lessonType],
      message: input.message || null,
      isForeigner: input.isForeigner,
    },
    select: { id: true, name: true },
  });
}
