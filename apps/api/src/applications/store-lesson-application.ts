import { APPLICATION_LESSON_TYPE_CODES, type TLessonApplication } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { applicationColumns } from './application-family.js';

/**
 * Stores a regular lesson application inside the transaction that tells the staff about it,
 * with the guardian of a child and the consent given for a child under 14.
 */
export function storeLessonApplication(tx: Prisma.TransactionClient, input: TLessonApplication) {
  return tx.lessonApplication.create({
    data: {
      ...applicationColumns(input),
      gender: input.gender,
      lessonType: APPLICATION_LESSON_TYPE_CODES[input.lessonType],
      isForeigner: input.isForeigner,
    },
    select: { id: true, name: true },
  });
}
