import { MEMBER_OVERVIEW_LIMITS } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';

const MARK_FIELDS = { lessonDate: true, status: true, note: true, markedById: true } as const;
const newestFirst = { createdAt: 'desc' } as const;

/**
 * What the member page reads of one member besides the profile, make-ups and consultation notes
 * (docs/product/back-office.md#the-member-page): a fixed handful of statements, each bounded.
 */
export function createMemberOverviewRepository(prisma: PrismaClient) {
  const take = MEMBER_OVERVIEW_LIMITS.REQUESTS;
  return {
    findMember(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { id: true, teacher: { select: { name: true } } },
      });
    },
    attendancePage(memberId: number, page: number) {
      const size = MEMBER_OVERVIEW_LIMITS.ATTENDANCE_PAGE_SIZE;
      return prisma.$transaction([
        prisma.attendance.findMany({
          where: { memberId },
          select: MARK_FIELDS,
          orderBy: { lessonDate: 'desc' },
          skip: (page - 1) * size,
          take: size,
        }),
        prisma.attendance.count({ where: { memberId } }),
      ]);
    },
    absenceNotices(memberId: number) {
      return prisma.attendance.findMany({
        where: { memberId, status: 'absent_with_notice' },
        select: MARK_FIELDS,
        orderBy: { lessonDate: 'desc' },
        take,
      });
    },
    scheduleChanges(memberId: number) {
      return prisma.scheduleChange.findMany({
        where: { memberId },
        select: {
          id: true,
          originalDate: true,
          requestedDate: true,
          requestedStartMinute: true,
          requestedEndMinute: true,
          status: true,
          createdAt: true,
        },
        orderBy: newestFirst,
        take,
      });
    },
    pauses(memberId: number) {
      return prisma.pause.findMany({
        where: { memberId },
        select: { id: true, fromMonth: true, untilMonth: true, state: true, createdAt: true },
        orderBy: newestFirst,
        take,
      });
    },
    /** Only whether a feed exists and since when: its token never leaves the calendar feed. */
    calendarFeed(memberId: number) {
      return prisma.calendarFeed.findUnique({ where: { memberId }, select: { createdAt: true } });
    },
  };
}

export type MemberOverviewRepository = ReturnType<typeof createMemberOverviewRepository>;
