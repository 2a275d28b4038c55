import {
  buildPagination,
  FEEDBACK_MESSAGES,
  MEMBER_OVERVIEW_LIMITS,
  minutesToTime,
  type TMemberAttendanceEntry,
  type TMemberOverview,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { TuitionRepository } from '../tuition/tuition-repository.js';
import { toTuitionDue } from '../tuition/tuition-mappers.js';
import type { MemberOverviewRepository } from './member-overview-repository.js';

type MarkRow = Awaited<ReturnType<MemberOverviewRepository['absenceNotices']>>[number];

const toEntry = (row: MarkRow): TMemberAttendanceEntry => ({
  date: toIsoDate(row.lessonDate),
  status: row.status,
  note: row.note,
  // A notice without a staff marker is the member's (or guardian's) own.
  byMember: row.markedById === null,
});

/**
 * The member page's reads in one answer (docs/decisions/0058): the attendance page asked for,
 * the latest dues and requests, and the calendar feed's state. Any staff member reads any member,
 * as the member list lets them.
 */
export function createGetMemberOverview(deps: {
  overview: MemberOverviewRepository;
  tuition: Pick<TuitionRepository, 'findOfMember'>;
}) {
  const { overview, tuition } = deps;
  return async function getMemberOverview(
    memberId: number,
    attendancePage: number,
  ): Promise<TMemberOverview> {
    const member = await overview.findMember(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const [[marks, total], notices, dues, changes, pauses, feed] = await Promise.all([
      overview.attendancePage(memberId, attendancePage),
      overview.absenceNotices(memberId),
      tuition.findOfMember(memberId, MEMBER_OVERVIEW_LIMITS.DUES),
      overview.scheduleChanges(memberId),
      overview.pauses(memberId),
      overview.calendarFeed(memberId),
    ]);
    return {
      teacherName: member.teacher?.name ?? null,
      attendance: {
        entries: marks.map(toEntry),
        pagination: buildPagination({
          total,
          page: attendancePage,
          limit: MEMBER_OVERVIEW_LIMITS.ATTENDANCE_PAGE_SIZE,
        }),
      },
      dues: dues.map(toTuitionDue),
      scheduleChanges: changes.map((row) => ({
        id: row.id,
        originalDate: toIsoDate(row.originalDate),
        requestedDate: toIsoDate(row.requestedDate),
        startTime: minutesToTime(row.requestedStartMinute),
        endTime: minutesToTime(row.requestedEndMinute),
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
      pauses: pauses.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      absenceNotices: notices.map(toEntry),
      calendarFeed: { enabled: feed !== null, since: feed?.createdAt.toISOString() ?? null },
    };
  };
}

export type GetMemberOverview = ReturnType<typeof createGetMemberOverview>;
