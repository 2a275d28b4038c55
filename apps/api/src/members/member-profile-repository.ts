import type { TMessageChannel } from '@academy/contracts';
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
    findMessageChannel(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { messageChannel: true, messageChannelChosenAt: true },
      });
    },
    /** Records the choice and when it was made; null when there is no such member. */
    async chooseMessageChannel(memberId: number, channel: TMessageChannel, chosenAt: Date) {
      const { count } = await prisma.member.updateMany({
        where: { id: memberId },
        data: { messageChannel: channel, messageChannelChosenAt: chosenAt },
      });
      return count === 1;
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
