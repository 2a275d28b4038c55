import type { PrismaClient } from '../../src/generated/prisma/client.js';

/**
 * A pending lesson application as a guest's form would store it: born 2001-05-05, female,
 * general lessons, a Korean applicant unless `isForeigner`. Name, phone and e-mail are the
 * caller's, so each test keeps its applicants apart.
 */
export function addLessonApplication(
  prisma: PrismaClient,
  applicant: {
    name: string;
    phoneNumber: string;
    email: string;
    preferredTime?: string;
    isForeigner?: boolean;
  },
) {
  return prisma.lessonApplication.create({
    data: {
      birthDate: new Date('2001-05-05T00:00:00.000Z'),
      gender: 'female',
      preferredTime: '',
      lessonType: 'general',
      isForeigner: false,
      ...applicant,
    },
  });
}
