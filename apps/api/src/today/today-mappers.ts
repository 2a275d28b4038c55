import {
  minutesToTime,
  TODAY_PENDING_KINDS,
  type TTodayPending,
  type TTodayPendingItem,
  type TTodayPendingKind,
  toAcademyIsoDate,
  type TAttendanceOccurrence,
  type TTodayOccurrence,
  type TTodayPendingGroup,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { OnedayClassRow, TodayRepository } from './today-repository.js';

export function lessonOfToday(occurrence: TAttendanceOccurrence): TTodayOccurrence {
  return {
    kind: occurrence.kind,
    date: occurrence.date,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
    name: occurrence.memberName,
    memberId: occurrence.memberId,
    teacherId: occurrence.teacherId,
    teacherName: occurrence.teacherName,
    status: occurrence.status,
    noticeGiven: occurrence.status === 'absent_with_notice',
  };
}

/** A one-day class names its guest (the calendar entry's title when no name was kept). */
export function onedayOfToday(row: OnedayClassRow): TTodayOccurrence {
  return {
    kind: 'oneday',
    date: toIsoDate(row.scheduleDate),
    startTime: minutesToTime(row.startMinute),
    endTime: minutesToTime(row.endMinute),
    name: row.studentName ?? row.title,
    memberId: null,
    teacherId: row.teacherId,
    teacherName: row.teacher.name,
    status: null,
    noticeGiven: false,
  };
}

type Pending = TodayRepository['pending'];

/** Reads one kind's count and oldest rows, and names each with its day. */
const group =
  <Row>(
    read: (pending: Pending) => Promise<[number, Row[]]>,
    item: (row: Row) => TTodayPendingItem,
  ) =>
  async (pending: Pending): Promise<TTodayPendingGroup> => {
    const [count, rows] = await read(pending);
    return { count, first: rows.map(item) };
  };

const cameIn = (at: Date) => toAcademyIsoDate(at);

/**
 * Each kind of waiting request with the day it concerns: the lesson to move, the make-up's day,
 * the first paused month; an application or an inquiry has none, so the (Seoul) day it came in.
 */
const PENDING_READS: Record<TTodayPendingKind, (pending: Pending) => Promise<TTodayPendingGroup>> =
  {
    lessonApplications: group(
      (pending) => pending.lessonApplications(),
      (row) => ({ id: row.id, name: row.name, date: cameIn(row.createdAt) }),
    ),
    onedayApplications: group(
      (pending) => pending.onedayApplications(),
      (row) => ({ id: row.id, name: row.name, date: cameIn(row.createdAt) }),
    ),
    scheduleChanges: group(
      (pending) => pending.scheduleChanges(),
      (row) => ({ id: row.id, name: row.member.name, date: toIsoDate(row.originalDate) }),
    ),
    pauses: group(
      (pending) => pending.pauses(),
      (row) => ({ id: row.id, name: row.member.name, date: `${row.fromMonth}-01` }),
    ),
    makeupRequests: group(
      (pending) => pending.makeupRequests(),
      (row) => ({ id: row.id, name: row.member.name, date: toIsoDate(row.lessonDate) }),
    ),
    inquiries: group(
      (pending) => pending.inquiries(),
      (row) => ({ id: row.id, name: row.nickname, date: cameIn(row.createdAt) }),
    ),
  };

/** Every kind of request waiting, read side by side. */
export async function readPending(pending: Pending): Promise<TTodayPending> {
  const groups = await Promise.all(
    TODAY_PENDING_KINDS.map(async (kind) => [kind, await PENDING_READS[kind](pending)] as const),
  );
  return Object.fromEntries(groups) as TTodayPending;
}
