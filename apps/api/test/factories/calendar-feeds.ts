import { hashPassword } from '../../src/auth/password.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { hourLongSlot, memberLoginColumns } from './members.js';

export const FEED_PASSWORD = 'feed-pass-1';

/** A teacher of their own, so that their feed holds only what a test gives them. */
export async function addFeedTeacher(
  prisma: PrismaClient,
  { loginId, name }: { loginId: string; name: string },
) {
  return prisma.staff.create({
    data: {
      loginId,
      passwordHash: await hashPassword(FEED_PASSWORD),
      name,
      email: `${loginId}@example.com`,
      role: 'teacher',
    },
  });
}

/** A member of `teacherId` with one weekly slot of an hour, running since `effectiveFrom`. */
export async function addFeedMember(
  prisma: PrismaClient,
  input: {
    teacherId: number;
    name: string;
    phone: string;
    isForeigner?: boolean;
    slot: { dayOfWeek: number; startMinute: number; effectiveFrom: string };
  },
) {
  return prisma.member.create({
    data: {
      ...(await memberLoginColumns('f', input, FEED_PASSWORD)),
      isForeigner: input.isForeigner ?? false,
      teacherId: input.teacherId,
      lessonSchedules: {
        create: hourLongSlot(
          input.teacherId,
          input.slot,
          new Date(`${input.slot.effectiveFrom}T00:00:00Z`),
        ),
      },
    },
    include: { lessonSchedules: true },
  });
}
