import { APPLICATION_LESSON_TYPE_CODES, type TLessonApplication } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { fromBirthDateDigits } from '../lib/iso-date.js';

/** Stores a regular lesson application inside the transaction that tells the staff about it. */
export function storeLessonApplication(tx: Prisma.TransactionClient, input: TLessonApplication) {
  return tx.lessonApplication.create({
    data: {
      name: input.name,
      birthDate: fromBirthDateDigits(input.birthDate),
      gender: input.gender,
      phoneNumber: input.phoneNumber,
      email: input.email,
      preferredTime: input.preferredTime ?? '',
      lessonType: APPLICATION_LESSON_TYPE_CODES[input.lessonType],
      message: input.message || null,
      isForeigner: input.isForeigner,
    },
    select: { id: true, name: true },
  });
}
