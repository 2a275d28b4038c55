import type { Prisma } from '../generated/prisma/client.js';
import { emailKey } from '../lib/email-key.js';
import { checkinCodesRepository } from '../members/checkin-codes-repository.js';

type Tx = Prisma.TransactionClient;

/**
 * The first key of the advisory locks that order approvals joining one family; the second is a
 * hash of the guardian's phone or e-mail. Any constant unused elsewhere would do.
 */
const FAMILY_LOCK = 20_261_130;

/** Data access for turning an approved lesson application into a member with a weekly slot. */
export const newMemberRepository = {
  findApplication: (tx: Tx, id: number) =>
    tx.lessonApplication.findUniqueOrThrow({ where: { id } }),
  findTeacher: (tx: Tx, id: number) => tx.staff.findUnique({ where: { id } }),
  findMemberWithPhone: (tx: Tx, phoneNumber: string) =>
    tx.member.findFirst({ where: { phoneNumber }, select: { id: true } }),
  /** A member who takes lessons gets their check-in code with the account (docs/product/checkin.md). */
  createMember: async (tx: Tx, data: Prisma.MemberUncheckedCreateInput) =>
    tx.member.create({
      data: {
        ...data,
        checkinCode: data.takesLessons === false ? null : await checkinCodesRepository.pickFree(tx),
      },
    }),
  createWeeklySlot: (tx: Tx, data: Prisma.WeeklySlotUncheckedCreateInput) =>
    tx.weeklySlot.create({ data }),
  /**
   * Holds the guardian's phone and e-mail until the transaction ends, in one order, so two
   * approvals for one family run one after the other and the second finds the first's guardian.
   */
  async lockFamily(tx: Tx, contact: { phoneNumber: string; email: string }): Promise<void> {
    const keys = [contact.phoneNumber, emailKey(contact.email)].sort();
    for (const key of keys) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FAMILY_LOCK}::int, hashtext(${key}))`;
    }
  },
  /** The members with the guardian's phone or e-mail (at most one by each). */
  async findMembersByContact(tx: Tx, contact: { phoneNumber: string; email: string }) {
    const [byPhone, byEmail] = await Promise.all([
      tx.member.findUnique({ where: { phoneNumber: contact.phoneNumber } }),
      tx.accountEmail.findUnique({
        where: { email: emailKey(contact.email) },
        select: { member: true, staffId: true },
      }),
    ]);
    return { byPhone, byEmail: byEmail?.member ?? null, staffHasEmail: byEmail?.staffId != null };
  },
  /** The consent given in the application now covers the member it became. */
  coverWithConsent: (tx: Tx, applicationId: number, memberId: number) =>
    tx.consent.updateMany({ where: { lessonApplicationId: applicationId }, data: { memberId } }),
};
