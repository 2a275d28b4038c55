import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';

type Tx = Prisma.TransactionClient;

/** Data access of the front-desk check-in and the "not arrived yet" notices. */
export function createCheckinRepository(prisma: PrismaClient) {
  return {
    /** The active member with the code, with what the kiosk may show: their name. */
    findActiveMemberByCode(checkinCode: string) {
      return prisma.member.findFirst({
        where: { checkinCode, status: 'active' },
        select: { id: true, name: true },
      });
    },
    findMemberCode(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { id: true, checkinCode: true },
      });
    },
    /** The member's row, locked until the transaction ends; null when there is none. */
    async lockMember(tx: Tx, memberId: number) {
      const rows = await tx.$queryRaw<{ id: number; checkinCode: string | null }[]>`
        SELECT id, checkin_code AS "checkinCode" FROM members WHERE id = ${memberId} FOR UPDATE`;
      return rows[0] ?? null;
    },
    /**
     * Records that the member was told they had not arrived for the day's lesson: false when a
     * run before (or beside) this one already did, so nobody is told twice.
     */
    async recordNotArrived(
      tx: Tx,
      notice: { memberId: number; date: string; notifiedAt: Date },
    ): Promise<boolean> {
      const { count } = await tx.notArrivedNotice.createMany({
        data: [
          {
            memberId: notice.memberId,
            lessonDate: fromIsoDate(notice.date),
            notifiedAt: notice.notifiedAt,
          },
        ],
        skipDuplicates: true,
      });
      return count === 1;
    },
  };
}

export type CheckinRepository = ReturnType<typeof createCheckinRepository>;
