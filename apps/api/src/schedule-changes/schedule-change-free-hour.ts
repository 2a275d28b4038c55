import {
  CLOSURE_MESSAGES,
  expandTeacherSchedule,
  minutesToTime,
  OWN_HOUR_MESSAGES,
  rangesOverlap,
  timeToMinutes,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { GetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { ownBookingAt } from '../schedule/own-hours.js';

/** The lesson that moves and where to: its teacher, date and start, the new day and hours. */
export interface TMoveTarget {
  memberId: number;
  teacherId: number;
  lessonDate: string;
  lessonStartMinute: number;
  newDate: string;
  startMinute: number;
  endMinute: number;
}

/**
 * The teacher is free at the new hours (but for the moving lesson itself), the day is open, and
 * the member has no practice booking or make-up then (docs/product/validation.md). Asked by a
 * member's request and by a staff move alike; the approval and the move check the day's closure,
 * make-ups and the member's hours again under the day's and the member's locks.
 */
export async function assertHourFree(
  deps: { prisma: PrismaClient; getTeacherBusyTimes: GetTeacherBusyTimes },
  target: TMoveTarget,
): Promise<void> {
  const date = target.newDate;
  const busy = await deps.getTeacherBusyTimes(
    { teacherId: target.teacherId, startDate: date, endDate: date },
    { isStaff: false, seesPersonalDetails: false, language: 'KOR' },
  );
  // No lesson can be moved onto a day the academy is closed (docs/product/states.md).
  if (busy.closures.length > 0)
    throw new AppError('DATE_CLOSED', CLOSURE_MESSAGES.lessonDateClosed);
  const ownStart = minutesToTime(target.lessonStartMinute);
  const taken = expandTeacherSchedule(busy, { startDate: date, endDate: date }).some(
    (block) =>
      !(
        block.kind === 'lesson' &&
        block.date === target.lessonDate &&
        block.startTime === ownStart
      ) &&
      rangesOverlap(
        target.startMinute,
        target.endMinute,
        timeToMinutes(block.startTime),
        timeToMinutes(block.endTime),
      ),
  );
  if (taken) throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.timeSlotBusy);
  // Nor onto the member's own practice booking or make-up of that hour; their lessons are the
  // teacher's busy hours above.
  const own = await ownBookingAt(deps.prisma, target.memberId, {
    date,
    startTime: minutesToTime(target.startMinute),
    endTime: minutesToTime(target.endMinute),
  });
  if (own) throw new AppError('OWN_HOUR_TAKEN', OWN_HOUR_MESSAGES[own.kind]);
}
