import type { Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** Data access for turning an approved lesson application into a member with a weekly slot. */
export const newMemberRepository = {
  findApplication: (tx: Tx, id: number) =>
    tx.lessonApplication.findUniqueOrThrow({ where: { id } }),
  findTeacher: (tx: Tx, id: number) => tx.staff.findUnique({ where: { id } }),
  findMemberWithPhone: (tx: Tx, phoneNumber: string) =>
    tx.member.findFirst({ where: { phoneNumber }, select: { id: true } }),
  createMember: (tx: Tx, data: Prisma.MemberUncheckedCreateInput) => tx.member.create({ data }),
  createWeeklySlot: (tx: Tx, data: Prisma.WeeklySlotUncheckedCreateInput) =>
    tx.weeklySlot.create({ data }),
};
