import {
  LESSON_WEEKDAYS,
  type TAnnouncementAudience,
  type TAnnouncementTexts,
} from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { slotsRunningBetween } from '../db/lesson-row-filters.js';

/** ISO weekday of a lesson weekday, as WeeklySlot.dayOfWeek stores it (1 = Monday). */
export const isoWeekdayOf = (weekday: (typeof LESSON_WEEKDAYS)[number]) =>
  LESSON_WEEKDAYS.indexOf(weekday) + 1;

/**
 * The active members of a group (docs/decisions/0051); `today` is the Seoul day whose running
 * slots say who studies on a weekday.
 */
function audienceWhere(audience: TAnnouncementAudience, today: Date): Prisma.MemberWhereInput {
  switch (audience.kind) {
    case 'weekday':
      return {
        lessonSchedules: {
          some: { dayOfWeek: isoWeekdayOf(audience.weekday), ...slotsRunningBetween(today, today) },
        },
      };
    case 'teacher':
      return { teacherId: audience.teacherId };
    case 'guardians':
      return { children: { some: { status: 'active' } } };
    default:
      return {};
  }
}

const historyRow = {
  include: {
    author: { select: { id: true, name: true } },
    audienceTeacher: { select: { id: true, name: true } },
  },
} satisfies Prisma.AnnouncementDefaultArgs;

export type AnnouncementRow = Prisma.AnnouncementGetPayload<typeof historyRow>;

/** The queries of announcements: a group's members, sending inside the caller's transaction, the history. */
export const announcementRepository = {
  /** The group's active members, with their guardian's id for a child of a family. */
  findAudience(db: Prisma.TransactionClient, audience: TAnnouncementAudience, today: Date) {
    return db.member.findMany({
      where: { status: 'active', ...audienceWhere(audience, today) },
      select: { id: true, guardianId: true },
      orderBy: { id: 'asc' },
    });
  },

  countAudience(db: Prisma.TransactionClient, audience: TAnnouncementAudience, today: Date) {
    return db.member.count({ where: { status: 'active', ...audienceWhere(audience, today) } });
  },

  async staffExists(db: Prisma.TransactionClient, staffId: number) {
    return (await db.staff.count({ where: { id: staffId } })) > 0;
  },

  create(
    tx: Prisma.TransactionClient,
    data: TAnnouncementTexts & {
      authorId: number;
      sentCount: number;
      audience: TAnnouncementAudience;
    },
  ) {
    const { audience, ...rest } = data;
    return tx.announcement.create({
      data: {
        ...rest,
        audience: audience.kind,
        audienceWeekday: audience.kind === 'weekday' ? isoWeekdayOf(audience.weekday) : null,
        audienceTeacherId: audience.kind === 'teacher' ? audience.teacherId : null,
      },
    });
  },

  /** One page of the history, newest first (ties by id, so pages never overlap). */
  async findPage(prisma: PrismaClient, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      prisma.announcement.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        ...historyRow,
      }),
      prisma.announcement.count(),
    ]);
    return { rows, total };
  },
};
