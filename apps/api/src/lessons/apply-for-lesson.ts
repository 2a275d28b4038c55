import { APPLICATION_LESSON_TYPE_CODES, type TLessonApplication } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromBirthDateDigits } from '../lib/iso-date.js';
import { storeApplicationTellingStaff } from '../notifications/staff-notifier.js';

/** Stores a regular lesson application and tells every staff account, all or nothing. */
export function createApplyForLesson(prisma: PrismaClient) {
  return async function applyForLesson(input: TLessonApplication): Promise<number> {
    return storeApplicationTellingStaff(
      prisma,
      { category: 'lesson_request', applicantName: input.name },
      (tx) =>
        tx.lessonApplication.create({
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
          select: { id: true },
        }),
    );
  };
}

export type ApplyForLesson = ReturnType<typeof createApplyForLesson>;
