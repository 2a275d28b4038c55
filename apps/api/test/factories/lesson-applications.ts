import { applicationOperations, type TLessonApprovalRequestInput } from '@academy/contracts';
import { callOperation, type TCaller } from '../call-operation.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { numberedPhone } from './members.js';

/**
 * A pending lesson application as a guest's form would store it: born 2001-05-05, female,
 * general lessons, a Korean applicant unless `isForeigner`. Name, phone and e-mail are the
 * caller's, so each test keeps its applicants apart.
 */
export async function addLessonApplication(
  prisma: PrismaClient,
  applicant: {
    name: string;
    phoneNumber: string;
    email: string;
    preferredTime?: string;
    isForeigner?: boolean;
  },
) {
  const application = await prisma.lessonApplication.create({
    data: {
      birthDate: new Date('2001-05-05T00:00:00.000Z'),
      gender: 'female',
      preferredTime: '',
      lessonType: 'general',
      isForeigner: false,
      ...applicant,
    },
  });
  // For themselves: the applicant's own phone and e-mail are there.
  return { ...application, phoneNumber: applicant.phoneNumber, email: applicant.email };
}

/**
 * A test's applicants, numbered 1, 2, … in the order it adds them: the n-th has the phone
 * `phonePrefix` and n in four digits, and the name and e-mail `applicant(n, isForeigner)` gives.
 */
export function numberedLessonApplications(
  prisma: () => PrismaClient,
  phonePrefix: string,
  applicant: (
    n: number,
    isForeigner: boolean,
  ) => { name: string; email: string; preferredTime?: string },
) {
  let next = 1;
  return (isForeigner = false) => {
    const n = next++;
    return addLessonApplication(prisma(), {
      ...applicant(n, isForeigner),
      phoneNumber: numberedPhone(phonePrefix, n),
      isForeigner,
    });
  };
}

/** `staff` approve the lesson application `id` with `approval`: its weekly slot, fee and so on. */
export function approveLessonApplication(
  staff: TCaller,
  id: number,
  approval: TLessonApprovalRequestInput,
) {
  return callOperation(staff, applicationOperations.approveLessonApplication, {
    params: { id },
  }).send(approval);
}
