import {
  HOURS,
  isDuplicateScheduleChange,
  isScheduleChangeNewDate,
  minutesToTime,
  scheduleChangeRequestTexts,
  scheduleChangeTargetDates,
  scheduleChangeWindowEnd,
  timeToMinutes,
  toAcademyIsoDate,
  VALIDATION_MESSAGES,
  WEEKDAYS,
  type TScheduleChangeItem,
  type TScheduleChangeRequest,
  staffNoticeDetail,
  scheduleChangeRoute,
} from '@academy/contracts';
import { violatedExclusionConstraint } from '../db/exclusion-violation.js';
import { STAFF_ALERTS } from '../notifications/staff-alerts.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { AppError } from '../http/app-error.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';
import type { GetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { fallsInPausedMonth } from '../schedule/paused-months-repository.js';
import { assertHourFree } from './schedule-change-free-hour.js';
import { toScheduleChangeItem } from './schedule-change-mappers.js';
import type { ScheduleChangeRepository } from './schedule-change-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

const badRequest = (key: keyof typeof VALIDATION_MESSAGES) =>
  new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES[key]);
const duplicate = () =>
  new AppError('SCHEDULE_CHANGE_DUPLICATE', VALIDATION_MESSAGES.scheduleChangeDuplicate);
const lessonDatePending = () =>
  new AppError('SCHEDULE_CHANGE_PENDING', VALIDATION_MESSAGES.scheduleChangeLessonDatePending);
const LESSON_DATE_CONSTRAINT = 'schedule_change_requests_pending_lesson_date_unique';

type TLessonSlot = Awaited<ReturnType<ScheduleChangeRepository['findLessonSchedules']>>[number];

/** The slot in effect on the target date (optionally the one the form named), or a refusal. */
function slotOnTarget(slots: readonly TLessonSlot[], input: TScheduleChangeRequest) {
  const target = input.changeStartDate;
  const lesson = slots.find(
    (slot) =>
      (input.lessonScheduleId === undefined || slot.id === input.lessonScheduleId) &&
      toIsoDate(slot.effectiveFrom) <= target &&
      (slot.effectiveUntil === null || target < toIsoDate(slot.effectiveUntil)),
  );
  const weekday = lesson ? WEEKDAYS[lesson.dayOfWeek - 1] : undefined;
  if (!lesson || !weekday || input.changeEndDate !== target) {
    throw badRequest('scheduleChangeTargetDateInvalid');
  }
  return { lesson, weekday };
}

/** The new date's own rules: not past, within the window, on the hour. */
function newHourOf(input: TScheduleChangeRequest, today: string) {
  if (input.requestedDate < today) throw badRequest('pastDateNotAllowed');
  if (!isScheduleChangeNewDate(input.requestedDate, today)) {
    throw badRequest('scheduleChangeNewDateOutsideWindow');
  }
  const startMinute = timeToMinutes(input.requestedStartTime);
  if (startMinute % 60 !== 0) throw badRequest('scheduleChangeOutsideHours');
  const endMinute = startMinute + HOURS.LESSON_MINUTES;
  return {
    startMinute,
    endMinute,
    startTime: minutesToTime(startMinute),
    endTime: minutesToTime(endMinute),
  };
}

type TNewHour = ReturnType<typeof newHourOf>;

interface TRequestDeps {
  prisma: PrismaClient;
  units: UnitOfWork;
  scheduleChanges: ScheduleChangeRepository;
  getTeacherBusyTimes: GetTeacherBusyTimes;
  now?: Clock;
}

/** The lesson to move: a date of the member's in the window, not moved, noticed or pending. */
async function lessonToMove(
  deps: TRequestDeps,
  memberId: number,
  input: TScheduleChangeRequest,
  today: string,
) {
  const { scheduleChanges } = deps;
  const target = input.changeStartDate;
  const slots = await scheduleChanges.findLessonSchedules(
    memberId,
    fromIsoDate(today),
    fromIsoDate(scheduleChangeWindowEnd(today)),
  );
  if (slots.length === 0) throw badRequest('scheduleChangeNoLesson');
  const { lesson, weekday } = slotOnTarget(slots, input);
  const moved = await scheduleChanges.findSingleOverrideDates(lesson.id);
  const targets = scheduleChangeTargetDates({
    lessonDayOfWeek: weekday,
    today,
    excludedDates: moved.map((row) => toIsoDate(row.originalDate)),
  });
  if (!targets.includes(target)) throw badRequest('scheduleChangeTargetDateInvalid');
  // A date given notice for earned a credit: moving it too would keep both the credit and the lesson.
  const noticed = await scheduleChanges.findNoticedDates(
    memberId,
    fromIsoDate(target),
    fromIsoDate(target),
  );
  if (noticed.length > 0) throw badRequest('scheduleChangeLessonNoticed');
  // A lesson of a paused month is not held, and none is moved into one (docs/product/pauses.md).
  if (await fallsInPausedMonth(deps.prisma, memberId, [target, input.requestedDate])) {
    throw badRequest('pausedMonthLesson');
  }
  return lesson;
}

async function assertNotPending(
  { scheduleChanges }: TRequestDeps,
  memberId: number,
  target: string,
  hour: TNewHour,
  date: string,
) {
  const pending = await scheduleChanges.findPending(memberId);
  if (pending.some((row) => toIsoDate(row.originalDate) === target)) throw lessonDatePending();
  const existing = pending.map((row) => ({
    status: row.status,
    requestedDate: toIsoDate(row.requestedDate),
    requestedStartTime: minutesToTime(row.requestedStartMinute),
  }));
  if (
    isDuplicateScheduleChange(existing, {
      requestedDate: date,
      requestedStartTime: hour.startTime,
    })
  ) {
    throw duplicate();
  }
}

/** Stores the request and tells every staff account, in one unit of work. */
function store(
  { units, scheduleChanges }: TRequestDeps,
  memberId: number,
  lesson: TLessonSlot,
  input: TScheduleChangeRequest,
  hour: TNewHour,
) {
  const target = input.changeStartDate;
  return units.run(async ({ tx, notifyStaff }) => {
    const created = await scheduleChanges.create(tx, {
      memberId,
      lessonScheduleId: lesson.id,
      requestType: input.requestType,
      changeType: input.changeType,
      changePeriod: input.changePeriod,
      changeStartDate: fromIsoDate(target),
      changeEndDate: fromIsoDate(target),
      originalDate: fromIsoDate(target),
      requestedDate: fromIsoDate(input.requestedDate),
      requestedStartMinute: hour.startMinute,
      requestedEndMinute: hour.endMinute,
      reason: input.requestMessage,
    });
    const asked = {
      memberName: created.member.name,
      originalDate: target,
      requestedDate: input.requestedDate,
      requestedStartTime: hour.startTime,
      requestedEndTime: hour.endTime,
    };
    notifyStaff({
      category: 'modification_request',
      relatedId: created.id,
      memberId: created.memberId,
      texts: scheduleChangeRequestTexts(asked),
      detail: staffNoticeDetail({ name: created.member.name, when: scheduleChangeRoute(asked) }),
      text: STAFF_ALERTS.scheduleChange(created.member.name, target, {
        date: input.requestedDate,
        startTime: hour.startTime,
        endTime: hour.endTime,
      }),
    });
    return created;
  });
}

/**
 * A member asks to move one lesson date (docs/product/validation.md): one of their lesson dates in the next 4
 * weeks, to a weekday in the same 4 weeks, with at most one pending request per lesson date.
 * Stored with notifications for every staff account in one transaction.
 */
export function createRequestScheduleChange(deps: TRequestDeps) {
  const { now = systemClock } = deps;

  return async function requestScheduleChange(
    memberId: number,
    input: TScheduleChangeRequest,
  ): Promise<TScheduleChangeItem> {
    const today = toAcademyIsoDate(now());
    const lesson = await lessonToMove(deps, memberId, input, today);
    const hour = newHourOf(input, today);
    await assertNotPending(deps, memberId, input.changeStartDate, hour, input.requestedDate);
    await assertHourFree(deps, {
      memberId,
      teacherId: lesson.teacherId,
      lessonDate: input.changeStartDate,
      lessonStartMinute: lesson.startMinute,
      newDate: input.requestedDate,
      startMinute: hour.startMinute,
      endMinute: hour.endMinute,
    });
    try {
      return toScheduleChangeItem(await store(deps, memberId, lesson, input, hour));
    } catch (error) {
      // Two simultaneous requests both passed the checks above: the database keeps one.
      const constraint = violatedExclusionConstraint(error);
      if (constraint === undefined) throw error;
      throw constraint === LESSON_DATE_CONSTRAINT ? lessonDatePending() : duplicate();
    }
  };
}

export type RequestScheduleChange = ReturnType<typeof createRequestScheduleChange>;
