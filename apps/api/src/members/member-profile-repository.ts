import { isEmailTaken } from '../accounts/account-emails.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { slotsRunningBetween } from '../db/lesson-row-filters.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** Data access for a member's own profile and email. */
export function createMemberProfileRepository(prisma: PrismaClient) {
  return {
    /** The member with the lesson slot in effect on `day` (latest first when several). */
    findWithLesson(memberId: number, day: Date) {
      return prisma.member.findUnique({
        where: { id: memberId },
        include: {
          lessonSchedules: {
            where: slotsRunningBetween(day, day),
            orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
            take: 1,
          },
        },
      });
    },
    /** What an address change needs: the current address, and name and language for the mails. */
    findForEmailChange(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { email: true, name: true, isForeigner: true },
      });
    },
    /** Whether another member or any staff account already uses the address (any case). */
    isEmailTaken(email: string, exceptMemberId: number): Promise<boolean> {
      return isEmailTaken(prisma, email, exceptMemberId);
    },
    updateEmail(db: Db, memberId: number, email: string) {
      return db.member.update({
        where: { id: memberId },
        data: { email },
        select: { email: true },
      });
    },
  };
}

export type MemberProfileRepository = ReturnType<typeof createMemberProfileRepository>;
