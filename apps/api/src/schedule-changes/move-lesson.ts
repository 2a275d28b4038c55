import {
  addDaysToIsoDate,
  DATE_WINDOWS,
  minutesToTime,
  STAFF_MESSAGES,
  toAcademyIsoDate,
  toAcademyMinutes,
  VALIDATION_MESSAGES,
  WEEKDAYS,
  weekdayOfIsoDate,
  type TLessonMoveRequest,
  type TScheduleChangeItem,
} from '@academy/contracts';
import type { StaffCaller } from '../auth/callers.js';
import { createAttendanceRepository } from '../attendance/attendance-repository.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';
import { noticeMail } from '../mail/personal-mail.js';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import type { GetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { fallsInPausedMonth } from '../schedule/paused-months-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { TMessage } from '../unit-of-work/message.js';
import { movedTwiceAsRefusal, moveTheLesson } from './process-schedule-change.js';
import { assertHourFree } from './schedule-change-free-hour.js';
import { toScheduleChangeItem } from './schedule-change-mappers.js';
import { lessonMovedTexts, requestedChangeSummary } from './schedule-change-outcome-texts.js';
import type { ScheduleChangeRepository } from './schedule-change-repository.js';

const badRequest = (key: keyof typeof VALIDATION_MESSAGES) =>
  new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES[key]);

interface TMoveLessonDeps {
  prisma: PrismaClient;
  units: UnitOfWork;
  closures: ClosuresRepository;
  scheduleChanges: ScheduleChangeRepository;
  getTeacherBusyTimes: GetTeacherBusyTimes;
  now?: Clock;
}

/** Neither day is past, nor beyond the days the calendars show; the new hours not begun. */
function assertDays(input: TLessonMoveRequest, at: Date) {
  const today = toAcademyIsoDate(at);
  const begun = input.newDate === today && input.startMinute <= toAcademyMinutes(at);
  if (input.originalDate < today || input.newDate < today || begun) {
    throw badRequest('pastDateNotAllowed');
  }
  const last = addDaysToIsoDate(today, DATE_WINDOWS.LOOKUP.FUTURE_DAYS);
  if (input.originalDate > last || input.newDate > last) throw badRequest('scheduleDateTooFar');
}

/**
 * The member's weekly lesson on the original date, when it is one, has not been moved and the
 * caller teaches it (an admin moves anyone's, docs/product/roles.md).
 */
async function weeklyLessonOn(
  deps: TMoveLessonDeps,
  caller: StaffCaller,
  input: TLessonMoveRequest,
) {
  const date = fromIsoDate(input.originalDate);
  const weekday = weekdayOfIsoDate(input.originalDate);
  const slots = await deps.scheduleChanges.findLessonSchedules(input.memberId, date, date);
  const lesson = slots.find((slot) => WEEKDAYS[slot.dayOfWeek - 1] === weekday);
  if (!lesson) throw badRequest('lessonMoveNotALesson');
  if (!caller.isAdmin && lesson.teacherId !== caller.id) {
    throw new AppError('NOT_OWN_RESOURCE', STAFF_MESSAGES.lessonMoveNotOwnStudent);
  }
  const moved = await deps.scheduleChanges.findSingleOverrideDates(lesson.id);
  if (moved.some((row) => toIsoDate(row.originalDate) === input.originalDate)) {
    throw new AppError('DATE_ALREADY_MOVED', STAFF_MESSAGES.scheduleChangeDateAlreadyMoved);
  }
  const unchanged =
    input.newDate === input.originalDate &&
    input.startMinute === lesson.startMinute &&
    input.endMinute === lesson.endMinute;
  if (unchanged) throw badRequest('lessonMoveUnchanged');
  return lesson;
}

/** The member hears in the app and by mail; no 알림톡 template says "the academy moved it" (0059). */
function movedMessage(id: number, texts: ReturnType<typeof lessonMovedTexts>): TMessage {
  return {
    key: `schedule_change:${id}:moved`,
    app: { category: 'modification_approved', texts },
    mail: (recipient) => noticeMail(recipient, texts),
  };
}

/**
 * Staff move one lesson of a member (docs/product/schedule-changes.md, decision 0059): stored as
 * an approved schedule change with its lesson move, the member's notification and the audit row
 * in one unit of work, by the rules of approving a member's request (moveTheLesson). The unique
 * (lesson, original date) of lesson moves keeps one of two simultaneous moves.
 */
export function createMoveLesson(deps: TMoveLessonDeps) {
  const { prisma, units, closures, now = systemClock } = deps;
  const attendance = createAttendanceRepository(prisma);

  return async function moveLesson(
    caller: StaffCaller,
    input: TLessonMoveRequest,
  ): Promise<TScheduleChangeItem> {
    assertDays(input, now());
    const lesson = await weeklyLessonOn(deps, caller, input);
    // A lesson of a paused month is not held, and none is moved into one (docs/product/pauses.md).
    if (await fallsInPausedMonth(prisma, input.memberId, [input.originalDate, input.newDate])) {
      throw badRequest('pausedMonthLesson');
    }
    await assertHourFree(deps, {
      memberId: input.memberId,
      teacherId: lesson.teacherId,
      lessonDate: input.originalDate,
      lessonStartMinute: lesson.startMinute,
      newDate: input.newDate,
      startMinute: input.startMinute,
      endMinute: input.endMinute,
    });
    const summary = requestedChangeSummary({
      originalDate: input.originalDate,
      requestedDate: input.newDate,
      startTime: minutesToTime(input.startMinute),
      endTime: minutesToTime(input.endMinute),
    });
    try {
      const row = await units.run(
        async ({ tx, notify, audit }) => {
          // The day's and the member's locks, in the approval's order, before the row: its key
          // lock on the member, taken first, would deadlock with a simultaneous move that holds
          // a day and waits for the member (moveTheLesson takes both again, which holds).
          await closures.lockDay(tx, input.newDate);
          await credits.lockMember(tx, input.memberId);
          const change = await deps.scheduleChanges.createApprovedMove(tx, {
            memberId: input.memberId,
            lessonScheduleId: lesson.id,
            originalDate: fromIsoDate(input.originalDate),
            requestedDate: fromIsoDate(input.newDate),
            requestedStartMinute: input.startMinute,
            requestedEndMinute: input.endMinute,
            reason: input.reason,
            handlerId: caller.id,
          });
          await moveTheLesson(
            { closures, attendance, now },
            tx,
            { ...change, lessonScheduleId: lesson.id },
            lesson.teacherId,
          );
          notify(
            { memberId: input.memberId },
            movedMessage(change.id, lessonMovedTexts({ summary, reason: input.reason })),
          );
          audit({
            entityType: 'schedule_change_request',
            action: 'modification.staff_move',
            entityId: change.id,
            details: { reason: input.reason, summary },
          });
          return change;
        },
        { staffId: caller.id },
      );
      return toScheduleChangeItem(row);
    } catch (error) {
      throw movedTwiceAsRefusal(error);
    }
  };
}

export type MoveLesson = ReturnType<typeof createMoveLesson>;
