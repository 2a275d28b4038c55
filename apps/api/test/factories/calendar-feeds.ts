import { hashPassword } from '../../src/auth/password.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';

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
      loginId: `f${input.phone}`,
      passwordHash: await hashPassword(FEED_PASSWORD),
      name: input.name,
      email: `${input.phone}@example.com`,
      phoneNumber: input.phone,
      isForeigner: input.isForeigner ?? false,
      teacherId: input.teacherId,
      lessonSchedules: {
        create: {
          teacherId: input.teacherId,
          dayOfWeek: input.slot.dayOfWeek,
          startMinute: input.slot.startMinute,
          endMinute: input.slot.startMinute + 60,
          effectiveFrom: new Date(`${input.slot.effectiveFrom}T00:00:00Z`),
        },
      },
    },
    include: { lessonSchedules: true },
  });
}
