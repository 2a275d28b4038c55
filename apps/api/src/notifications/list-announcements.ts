import {
  buildPagination,
  LESSON_WEEKDAYS,
  paginationOffset,
  type TAnnouncementAudienceSummary,
  type TAnnouncementList,
  type TAnnouncementsQuery,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import {
  type AnnouncementRow,
  announcementRepository as announcements,
} from './announcement-repository.js';

/** The migration's check keeps a weekday group's day between 1 (Monday) and 5 (Friday). */
function lessonWeekdayOf(isoWeekday: number | null) {
  const weekday = LESSON_WEEKDAYS[(isoWeekday ?? 0) - 1];
  if (weekday === undefined) throw new RangeError(`Not a lesson weekday: ${isoWeekday}`);
  return weekday;
}

function audienceOf(row: AnnouncementRow): TAnnouncementAudienceSummary {
  switch (row.audience) {
    case 'weekday':
      return { kind: 'weekday', weekday: lessonWeekdayOf(row.audienceWeekday) };
    case 'teacher':
      return { kind: 'teacher', teacher: row.audienceTeacher };
    default:
      return { kind: row.audience };
  }
}

/** The announcements sent, newest first, one page at a time, for the staff's history page. */
export function createListAnnouncements(prisma: PrismaClient) {
  return async function listAnnouncements(query: TAnnouncementsQuery): Promise<TAnnouncementList> {
    const { rows, total } = await announcements.findPage(
      prisma,
      paginationOffset(query),
      query.limit,
    );
    return {
      announcements: rows.map((row) => ({
        id: row.id,
        title: row.title,
        titleEn: row.titleEn,
        message: row.message,
        messageEn: row.messageEn,
        audience: audienceOf(row),
        sentCount: row.sentCount,
        sentBy: row.author,
        sentAt: row.createdAt.toISOString(),
      })),
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    };
  };
}

export type ListAnnouncements = ReturnType<typeof createListAnnouncements>;
