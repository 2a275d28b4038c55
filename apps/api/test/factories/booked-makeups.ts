import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { fromIsoDate } from '../../src/lib/iso-date.js';

/**
 * A make-up lesson of one hour from `startMinute` with the member's own teacher, bought with a
 * granted credit that lasts until `expiresOn` (the make-up calls are not needed to set it up).
 */
export async function addMakeupLesson(
  prisma: PrismaClient,
  input: {
    memberId: number;
    date: string;
    startMinute: number;
    expiresOn: string;
    status?: 'booked' | 'requested';
  },
) {
  const member = await prisma.member.findUniqueOrThrow({ where: { id: input.memberId } });
  if (member.teacherId === null) throw new Error(`Member ${member.id} has no teacher`);
  const credit = await prisma.makeupCredit.create({
    data: {
      memberId: member.id,
      source: 'staff_grant',
      reason: '테스트 보강',
      expiresOn: fromIsoDate(input.expiresOn),
    },
  });
  return prisma.makeupLesson.create({
    data: {
      creditId: credit.id,
      memberId: member.id,
      teacherId: member.teacherId,
      lessonDate: fromIsoDate(input.date),
      startMinute: input.startMinute,
      endMinute: input.startMinute + 60,
      status: input.status ?? 'booked',
    },
  });
}
