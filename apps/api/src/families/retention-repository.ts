import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { eraseTextMessagesOf } from '../text-messages/text-message-erasure.js';

type Tx = Prisma.TransactionClient;

/** The name an anonymized member keeps (docs/product/privacy.md). */
export const anonymizedName = (id: number) => `탈퇴 회원 #${id}`;

/** Data access of the retention job (docs/product/privacy.md, docs/product/jobs.md). */
export const retentionRepository = {
  /**
   * Members who left on or before `leftBy` and still hold personal data, oldest first. A
   * guardian waits while a child is still linked to them: children go first.
   */
  findDue: async (prisma: PrismaClient, leftBy: Date, take: number) =>
    (
      await prisma.$queryRaw<{ id: number }[]>`
        SELECT m.id FROM members m
        WHERE m.status = 'inactive' AND m.left_on <= ${leftBy}::date AND m.anonymized_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM members c WHERE c.guardian_id = m.id)
        ORDER BY m.left_on, m.id LIMIT ${take}`
    ).map((row) => row.id),
  /**
   * The member, locked, when they are still due: a run that waited for another's lock sees the
   * committed row again and finds nothing left to do.
   */
  lockDue: async (tx: Tx, id: number, leftBy: Date) =>
    (
      await tx.$queryRaw<{ id: number; applicationId: number | null }[]>`
        SELECT id, application_id AS "applicationId" FROM members
        WHERE id = ${id} AND status = 'inactive' AND left_on <= ${leftBy}::date
          AND anonymized_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM members c WHERE c.guardian_id = ${id})
        FOR UPDATE`
    )[0] ?? null,
  /**
   * Replaces the member's personal data: the row keeps its id, a placeholder name, its lessons
   * and dues (without free text); contact, login, birth date and family link go, and so do the
   * notifications, sessions, codes, the calendar feed, the consents and the application; their
   * text messages are emptied (queued ones cancelled).
   */
  anonymize: async (tx: Tx, member: { id: number; applicationId: number | null }, at: Date) => {
    const memberId = member.id;
    await tx.member.update({
      where: { id: memberId },
      data: {
        name: anonymizedName(memberId),
        loginId: null,
        passwordHash: null,
        mustChangePassword: false,
        email: null,
        phoneNumber: null,
        birthDate: null,
        gender: null,
        isForeigner: false,
        emailReminders: false,
        guardianId: null,
        guardianRelation: null,
        applicationId: null,
        checkinCode: null,
        anonymizedAt: at,
      },
    });
    const ofMember = { where: { memberId } };
    await tx.consent.deleteMany({
      where: {
        OR: [
          { memberId },
          ...(member.applicationId ? [{ lessonApplicationId: member.applicationId }] : []),
        ],
      },
    });
    if (member.applicationId)
      await tx.lessonApplication.deleteMany({ where: { id: member.applicationId } });
    await tx.memberNotification.deleteMany(ofMember);
    await tx.authSession.deleteMany(ofMember);
    await tx.emailVerificationCode.deleteMany(ofMember);
    await tx.emailChange.deleteMany(ofMember);
    await tx.calendarFeed.deleteMany(ofMember);
    await tx.notArrivedNotice.deleteMany(ofMember);
    await tx.practiceBooking.updateMany({ ...ofMember, data: { notes: null } });
    await tx.attendance.updateMany({ ...ofMember, data: { note: null } });
    await tx.lessonNote.updateMany({
      ...ofMember,
      data: { piece: '', homework: null, link: null },
    });
    await tx.practiceEntry.updateMany({ ...ofMember, data: { exercise: '' } });
    // Staff's consultation notes are about the person as a whole: nothing of them is kept.
    await tx.consultationNote.deleteMany(ofMember);
    await tx.scheduleChange.updateMany({
      ...ofMember,
      data: { reason: '', teacherResponse: null },
    });
    await tx.makeupLesson.updateMany({ ...ofMember, data: { teacherResponse: null } });
    await tx.tuitionDue.updateMany({ ...ofMember, data: { note: null, adjustmentReason: null } });
    await eraseTextMessagesOf(tx, memberId);
  },
  /**
   * Deletes at most `take` tuition dues of anonymized members who left on or before `leftBy`;
   * the number deleted.
   */
  deleteOldDues: (prisma: PrismaClient, leftBy: Date, take: number) =>
    prisma.$executeRaw`
      DELETE FROM tuition_dues WHERE id IN (
        SELECT d.id FROM tuition_dues d JOIN members m ON m.id = d.member_id
        WHERE m.anonymized_at IS NOT NULL AND m.left_on <= ${leftBy}::date
        LIMIT ${take})`,
};
