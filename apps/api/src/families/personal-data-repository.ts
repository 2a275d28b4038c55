import { FAMILY_MAX_CHILDREN } from './family-repository.js';
import type { PrismaClient } from '../generated/prisma/client.js';

/** The most records of one kind a download holds: far more than any member has. */
export const EXPORT_MAX_ROWS = 1000;

const newest = { orderBy: { id: 'desc' as const }, take: EXPORT_MAX_ROWS };

/** What a download says of each kind of record: the person's own facts, never a secret. */
const FIELDS = {
  profile: {
    id: true,
    loginId: true,
    name: true,
    email: true,
    phoneNumber: true,
    birthDate: true,
    gender: true,
    lessonType: true,
    status: true,
    isForeigner: true,
    emailReminders: true,
    messageChannel: true,
    messageChannelChosenAt: true,
    monthlyFee: true,
    guardianRelation: true,
    registeredAt: true,
  },
  weeklySlot: {
    dayOfWeek: true,
    startMinute: true,
    endMinute: true,
    effectiveFrom: true,
    effectiveUntil: true,
  },
  attendance: { lessonDate: true, status: true, note: true, markedAt: true },
  makeupCredit: {
    source: true,
    lessonDate: true,
    expiresOn: true,
    reason: true,
    createdAt: true,
    voidedAt: true,
    voidReason: true,
  },
  makeupLesson: {
    lessonDate: true,
    startMinute: true,
    endMinute: true,
    status: true,
    teacherResponse: true,
    createdAt: true,
  },
  practiceBooking: {
    startTime: true,
    endTime: true,
    status: true,
    notes: true,
    cancelledAt: true,
    createdAt: true,
  },
  scheduleChange: {
    originalDate: true,
    requestedDate: true,
    requestedStartMinute: true,
    requestedEndMinute: true,
    reason: true,
    status: true,
    teacherResponse: true,
    createdAt: true,
  },
  tuitionDue: {
    month: true,
    amount: true,
    dueDate: true,
    paidAt: true,
    method: true,
    createdAt: true,
  },
  notification: {
    category: true,
    title: true,
    titleEn: true,
    message: true,
    messageEn: true,
    isRead: true,
    createdAt: true,
  },
  consent: { guardianName: true, textVersion: true, purposes: true, consentedAt: true },
} as const;

/** Every record of a member, kind by kind, newest first and bounded. */
function recordsOf(prisma: PrismaClient, memberId: number) {
  const where = { memberId };
  return Promise.all([
    prisma.weeklySlot.findMany({ where, ...newest, select: FIELDS.weeklySlot }),
    prisma.attendance.findMany({ where, ...newest, select: FIELDS.attendance }),
    prisma.makeupCredit.findMany({ where, ...newest, select: FIELDS.makeupCredit }),
    prisma.makeupLesson.findMany({ where, ...newest, select: FIELDS.makeupLesson }),
    prisma.practiceBooking.findMany({ where, ...newest, select: FIELDS.practiceBooking }),
    prisma.scheduleChange.findMany({ where, ...newest, select: FIELDS.scheduleChange }),
    prisma.tuitionDue.findMany({ where, ...newest, select: FIELDS.tuitionDue }),
    prisma.memberNotification.findMany({ where, ...newest, select: FIELDS.notification }),
    prisma.consent.findMany({ where, ...newest, select: FIELDS.consent }),
  ]);
}

/**
 * Data access for a personal-data download: every table that holds something about a member,
 * field by field (never a password hash, a token or another person's data).
 */
export function createPersonalDataRepository(prisma: PrismaClient) {
  return {
    findProfile: (memberId: number) =>
      prisma.member.findUnique({ where: { id: memberId }, select: FIELDS.profile }),
    childIdsOf: async (guardianId: number) => {
      const rows = await prisma.member.findMany({
        where: { guardianId },
        select: { id: true },
        orderBy: { id: 'asc' },
        take: FAMILY_MAX_CHILDREN,
      });
      return rows.map((row) => row.id);
    },
    records: (memberId: number) => recordsOf(prisma, memberId),
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
