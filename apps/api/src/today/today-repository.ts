import { TODAY_LIMITS } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';

const take = TODAY_LIMITS.PENDING_SHOWN;
const oldestFirst = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
const memberName = { member: { select: { name: true } } } as const;

/**
 * The requests waiting for staff, each kind as its count and its oldest few: two statements a
 * kind, whatever the number waiting (docs/product/back-office.md#today).
 */
function pendingQueries(prisma: PrismaClient) {
  return {
    lessonApplications: () =>
      prisma.$transaction([
        prisma.lessonApplication.count({ where: { status: 'pending' } }),
        prisma.lessonApplication.findMany({
          where: { status: 'pending' },
          select: { id: true, name: true, createdAt: true },
          orderBy: oldestFirst,
          take,
        }),
      ]),
    onedayApplications: () =>
      prisma.$transaction([
        prisma.onedayApplication.count({ where: { status: 'pending' } }),
        prisma.onedayApplication.findMany({
          where: { status: 'pending' },
          select: { id: true, name: true, createdAt: true },
          orderBy: oldestFirst,
          take,
        }),
      ]),
    scheduleChanges: () =>
      prisma.$transaction([
        prisma.scheduleChange.count({ where: { status: 'pending' } }),
        prisma.scheduleChange.findMany({
          where: { status: 'pending' },
          select: { id: true, originalDate: true, ...memberName },
          orderBy: oldestFirst,
          take,
        }),
      ]),
    pauses: () =>
      prisma.$transaction([
        prisma.pause.count({ where: { state: 'pending' } }),
        prisma.pause.findMany({
          where: { state: 'pending' },
          select: { id: true, fromMonth: true, ...memberName },
          orderBy: oldestFirst,
          take,
        }),
      ]),
    makeupRequests: () =>
      prisma.$transaction([
        prisma.makeupLesson.count({ where: { status: 'requested' } }),
        prisma.makeupLesson.findMany({
          where: { status: 'requested' },
          select: { id: true, lessonDate: true, ...memberName },
          orderBy: oldestFirst,
          take,
        }),
      ]),
    inquiries: () =>
      prisma.$transaction([
        prisma.inquiry.count({ where: { status: 'pending' } }),
        prisma.inquiry.findMany({
          where: { status: 'pending' },
          select: { id: true, nickname: true, createdAt: true },
          orderBy: oldestFirst,
          take,
        }),
      ]),
  };
}

/** What the staff's "Today" reads besides attendance and tuition: one-day classes, closures. */
export function createTodayRepository(prisma: PrismaClient) {
  return {
    pending: pendingQueries(prisma),
    /** Confirmed one-day classes on the teachers' calendars between two days, with the teacher. */
    findOnedayClasses(from: string, to: string, teacherId?: number) {
      return prisma.personalSchedule.findMany({
        where: {
          scheduleType: 'oneday_class',
          scheduleDate: { gte: fromIsoDate(from), lte: fromIsoDate(to) },
          ...(teacherId === undefined ? {} : { teacherId }),
        },
        select: {
          id: true,
          teacherId: true,
          scheduleDate: true,
          startMinute: true,
          endMinute: true,
          studentName: true,
          title: true,
          teacher: { select: { name: true } },
        },
        orderBy: [{ scheduleDate: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }],
        take: TODAY_LIMITS.MAX_ONEDAY_CLASSES,
      });
    },
    /** The first closed day from `from` to `to` (both included), if any. */
    findNextClosure(from: string, to: string) {
      return prisma.closure.findFirst({
        where: { date: { gte: fromIsoDate(from), lte: fromIsoDate(to) } },
        select: { date: true, reason: true, reasonEn: true },
        orderBy: { date: 'asc' },
      });
    },
  };
}

export type TodayRepository = ReturnType<typeof createTodayRepository>;
export type OnedayClassRow = Awaited<ReturnType<TodayRepository['findOnedayClasses']>>[number];
