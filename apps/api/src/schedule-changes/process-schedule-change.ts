import {
  CLOSURE_MESSAGES,
  FEEDBACK_MESSAGES,
  minutesToTime,
  STAFF_MESSAGES,
  toAcademyIsoDate,
  type TScheduleChangeItem,
} from '@academy/contracts';
import { Prisma, type PrismaClient, type ScheduleChange } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import {
  createAttendanceRepository,
  type AttendanceRepository,
} from '../attendance/attendance-repository.js';
import { LESSON_MOVED, takeBackNotice } from '../attendance/take-back-notice.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { ownBookingAt } from '../schedule/own-hours.js';
import { toScheduleChangeItem } from './schedule-change-mappers.js';
import { scheduleChangeOutcomeMessage } from './schedule-change-outcome-message.js';
import { requestedChangeSummary, teacherResponseText } from './schedule-change-outcome-texts.js';
import { type Clock, systemClock } from '../lib/clock.js';

const withMember = { member: { select: { name: true, phoneNumber: true, email: true } } } as const;

type Outcome = 'approved' | 'rejected';

/**
 * Whether a booked make-up of the teacher overlaps the requested hour. A make-up is booked at
 * once on a free hour, also after this request was asked; read under the day's lock, which make-up
 * bookings take too, so the two never both take the hour (docs/product/makeups.md).
 */
async function makeupTakesHour(
  tx: Prisma.TransactionClient,
  request: { teacherId: number; newDate: Date; startMinute: number; endMinute: number },
): Promise<boolean> {
  const overlapping = await tx.makeupLesson.count({
    where: {
      teacherId: request.teacherId,
      status: 'booked',
      lessonDate: request.newDate,
      startMinute: { lt: request.endMinute },
      endMinute: { gt: request.startMinute },
    },
  });
  return overlapping > 0;
}

/** The teacher and hours of the lesson a request moves; null when the slot was removed meanwhile. */
function findLesson(prisma: PrismaClient, lessonScheduleId: number | null) {
  if (lessonScheduleId === null) return Promise.resolve(null);
  return prisma.weeklySlot.findUnique({
    where: { id: lessonScheduleId },
    select: { teacherId: true, startMinute: true, endMinute: true },
  });
}

/** Reads the request and what an approval needs, refusing what cannot be decided. */
async function requestToDecide(prisma: PrismaClient, id: number, outcome: Outcome) {
  const request = await prisma.scheduleChange.findUnique({ where: { id } });
  if (!request) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  if (request.status !== 'pending')
    throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.scheduleChangeNotPending);
  const lesson = await findLesson(prisma, request.lessonScheduleId);
  if (outcome === 'approved' && !lesson) {
    throw new AppError('LESSON_GONE', STAFF_MESSAGES.scheduleChangeLessonGone);
  }
  return { request, lesson };
}

/**
 * A second lesson move of one lesson date, which the unique (lesson, original date) stopped,
 * as the refusal staff read; any other error as it was.
 */
export function movedTwiceAsRefusal(error: unknown): unknown {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    return new AppError('DATE_ALREADY_MOVED', STAFF_MESSAGES.scheduleChangeDateAlreadyMoved);
  }
  return error;
}

export interface TMoveDeps {
  closures: ClosuresRepository;
  attendance: AttendanceRepository;
  now: () => Date;
}

/**
 * Moves the lesson: unless the new day closed, a make-up or the member took its hour since.
 * Also what a staff move stores (move-lesson.ts), under the same locks.
 */
export async function moveTheLesson(
  { closures, attendance, now }: TMoveDeps,
  tx: Prisma.TransactionClient,
  request: ScheduleChange & { lessonScheduleId: number },
  teacherId: number | null,
) {
  const newDate = toIsoDate(request.requestedDate);
  await closures.lockDay(tx, newDate);
  if (await closures.isClosed(tx, newDate)) {
    throw new AppError('DATE_CLOSED', CLOSURE_MESSAGES.approvalDateClosed);
  }
  if (teacherId === null) {
    throw new AppError('LESSON_GONE', STAFF_MESSAGES.scheduleChangeLessonGone);
  }
  const taken = await makeupTakesHour(tx, {
    teacherId,
    newDate: request.requestedDate,
    startMinute: request.requestedStartMinute,
    endMinute: request.requestedEndMinute,
  });
  if (taken) throw new AppError('SLOT_TAKEN', STAFF_MESSAGES.scheduleChangeHourTakenByMakeup);
  // A notice given for the day that moves: the lesson and its credit cannot both stay.
  await credits.lockMember(tx, request.memberId);
  const at = now();
  await takeBackNotice(tx, attendance, {
    memberId: request.memberId,
    date: toIsoDate(request.originalDate),
    today: toAcademyIsoDate(at),
    at,
    voidReason: LESSON_MOVED,
    spentMessage: STAFF_MESSAGES.scheduleChangeNoticeCreditSpent,
  });
  // The member booked practice or a make-up at the new hour since asking.
  const own = await ownBookingAt(tx, request.memberId, {
    date: newDate,
    startTime: minutesToTime(request.requestedStartMinute),
    endTime: minutesToTime(request.requestedEndMinute),
  });
  if (own) throw new AppError('OWN_HOUR_TAKEN', STAFF_MESSAGES.scheduleChangeOwnHourTaken);
  await tx.lessonMove.create({
    data: {
      memberId: request.memberId,
      lessonScheduleId: request.lessonScheduleId,
      requestId: request.id,
      scope: 'single',
      originalDate: request.originalDate,
      newDate: request.requestedDate,
      newStartMinute: request.requestedStartMinute,
      newEndMinute: request.requestedEndMinute,
    },
  });
}

/**
 * Staff approve or reject a pending schedule change (docs/product/states.md, docs/product/validation.md). The status update is
 * conditional on "pending", and the override, member notification and audit row are written
 * in the same transaction (the member also gets the 알림톡 when the text channel is on). A lesson is not moved onto a day declared closed since the request:
 * the closed-day lock orders the approval with a closure of that day. Nor onto an hour a
 * make-up was booked on since the request.
 */
export function createProcessScheduleChange(deps: {
  prisma: PrismaClient;
  units: UnitOfWork;
  closures: ClosuresRepository;
  now?: Clock;
}) {
  const { prisma, units, closures, now = systemClock } = deps;
  const attendance = createAttendanceRepository(prisma);

  return async function processScheduleChange(
    staffId: number,
    id: number,
    outcome: Outcome,
    reason: string,
  ): Promise<TScheduleChangeItem> {
    const { request, lesson } = await requestToDecide(prisma, id, outcome);
    const summary = requestedChangeSummary({
      originalDate: toIsoDate(request.originalDate),
      requestedDate: toIsoDate(request.requestedDate),
      startTime: minutesToTime(request.requestedStartMinute),
      endTime: minutesToTime(request.requestedEndMinute),
    });
    try {
      const row = await units.run(
        async ({ tx, notify, audit }) => {
          const { count } = await tx.scheduleChange.updateMany({
            where: { id, status: 'pending' },
            data: {
              status: outcome,
              teacherResponse: teacherResponseText(reason, summary),
              handlerId: staffId,
            },
          });
          if (count !== 1)
            throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.scheduleChangeNotPending);
          const { lessonScheduleId } = request;
          if (outcome === 'approved' && lessonScheduleId !== null) {
            await moveTheLesson(
              { closures, attendance, now },
              tx,
              { ...request, lessonScheduleId },
              lesson?.teacherId ?? null,
            );
          }
          notify(
            { memberId: request.memberId },
            scheduleChangeOutcomeMessage(request, outcome, { summary, reason, lesson }),
          );
          audit({
            entityType: 'schedule_change_request',
            action: outcome === 'approved' ? 'modification.approve' : 'modification.reject',
            entityId: id,
            details: { reason, summary },
          });
          return tx.scheduleChange.findUniqueOrThrow({ where: { id }, include: withMember });
        },
        { staffId },
      );
      return toScheduleChangeItem(row);
    } catch (error) {
      throw movedTwiceAsRefusal(error);
    }
  };
}

export type ProcessScheduleChange = ReturnType<typeof createProcessScheduleChange>;
