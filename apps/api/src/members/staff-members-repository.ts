import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import {
  countMembers,
  findMemberPageIds,
  type MemberListFilters,
  type MemberListMoment,
} from './member-list-order.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** The list shows the newest weekly slot: after a change, the one that runs from today. */
const withLatestSlot = {
  lessonSchedules: { orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }], take: 1 },
  guardian: { select: { id: true, name: true, phoneNumber: true } },
} satisfies Prisma.MemberInclude;

export interface LessonSlotMinutes {
  dayOfWeek: number;
  startMinute: number;
  endMinute: number;
}

/** Data access for the staff member list, member edits and member deletion. */
export function createStaffMembersRepository(prisma: PrismaClient) {
  return {
    /** One page of the list in its order, sorted and cut by the database. */
    async findPage(query: {
      filters: MemberListFilters;
      moment: MemberListMoment;
      skip: number;
      take: number;
    }) {
      const [ids, total] = await Promise.all([
        findMemberPageIds(prisma, query),
        countMembers(prisma, query.filters, query.moment),
      ]);
      const rows = await prisma.member.findMany({
        where: { id: { in: ids } },
        include: withLatestSlot,
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
    },
    findListRow(id: number, db: Db = prisma) {
      return db.member.findUnique({ where: { id }, include: withLatestSlot });
    },
    findStatus(id: number) {
      return prisma.member.findUnique({ where: { id }, select: { id: true, status: true } });
    },
    async isPhoneTaken(phoneNumber: string, exceptMemberId: number): Promise<boolean> {
      const count = await prisma.member.count({
        where: { phoneNumber, id: { not: exceptMemberId } },
      });
      return count > 0;
    },
    updateMember(tx: Prisma.TransactionClient, id: number, data: Prisma.MemberUpdateInput) {
      return tx.member.update({ where: { id }, data });
    },
    /** Slots still running on `today` or later, newest first (normally exactly one). */
    findRunningSlots(tx: Prisma.TransactionClient, memberId: number, today: Date) {
      return tx.weeklySlot.findMany({
        where: { memberId, OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: today } }] },
        orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
      });
    },
    /** Ends the slot before `today`; the past lessons keep their history. */
    endSlot(tx: Prisma.TransactionClient, scheduleId: number, today: Date) {
      return tx.weeklySlot.update({
        where: { id: scheduleId },
        data: { effectiveUntil: today },
      });
    },
    /** A slot that has not started before today has no history: it is moved as it is. */
    moveSlot(tx: Prisma.TransactionClient, scheduleId: number, slot: LessonSlotMinutes) {
      return tx.weeklySlot.update({ where: { id: scheduleId }, data: slot });
    },
    createSlot(
      tx: Prisma.TransactionClient,
      data: LessonSlotMinutes & { memberId: number; teacherId: number; effectiveFrom: Date },
    ) {
      return tx.weeklySlot.create({ data });
    },
    /**
     * What keeps a member from being deleted besides their status: a child linked to them, or
     * money records (a paid due, or any online order on a due: accounting records are kept,
     * docs/product/privacy.md). The member and their dues are locked first, so no child is
     * linked and no order started until the deletion commits.
     */
    async deletionBlocker(
      tx: Prisma.TransactionClient,
      id: number,
    ): Promise<'children' | 'payments' | null> {
      await tx.$queryRaw`SELECT id FROM members WHERE id = ${id} FOR UPDATE`;
      await tx.$queryRaw`SELECT id FROM tuition_dues WHERE member_id = ${id} FOR UPDATE`;
      if ((await tx.member.count({ where: { guardianId: id } })) > 0) return 'children';
      const withMoney = await tx.tuitionDue.count({
        where: { memberId: id, OR: [{ paidAt: { not: null } }, { payments: { some: {} } }] },
      });
      return withMoney > 0 ? 'payments' : null;
    },
    /** Deletes an active member (schedules cascade); false when it was not active any more. */
    async deleteActive(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
      const { count } = await tx.member.deleteMany({ where: { id, status: 'active' } });
      return count === 1;
    },
  };
}

export type StaffMembersRepository = ReturnType<typeof createStaffMembersRepository>;
export type StaffMemberRow = Awaited<
  ReturnType<StaffMembersRepository['findPage']>
>['rows'][number];
export type LessonSlotRow = Awaited<ReturnType<StaffMembersRepository['findRunningSlots']>>[number];
