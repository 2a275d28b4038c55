import {
  DEFAULT_TEACHER_ID,
  LESSON_WEEKDAYS,
  timeToMinutes,
  type TLessonWeekday,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import type {
  LessonSlotMinutes,
  LessonSlotRow,
  StaffMembersRepository,
} from './staff-members-repository.js';

export interface WeeklySlot {
  lessonDayOfWeek: TLessonWeekday;
  lessonStartTime: string;
  lessonEndTime: string;
}

function toMinutes(slot: WeeklySlot): LessonSlotMinutes {
  return {
    dayOfWeek: LESSON_WEEKDAYS.indexOf(slot.lessonDayOfWeek) + 1,
    startMinute: timeToMinutes(slot.lessonStartTime),
    endMinute: timeToMinutes(slot.lessonEndTime),
  };
}

function isSameSlot(row: LessonSlotRow, slot: LessonSlotMinutes): boolean {
  return (
    row.dayOfWeek === slot.dayOfWeek &&
    row.startMinute === slot.startMinute &&
    row.endMinute === slot.endMinute
  );
}

/**
 * Gives the member a new weekly slot from `today` on, inside the caller's transaction: the slot
 * running until now ends today (its past lessons stay on the calendar, as busy times and the
 * occurrence expansion honour effectiveUntil) and the new one starts today. The teacher's
 * exclusion constraint refuses a slot that overlaps another member's. Returns false when the
 * member already has exactly this slot.
 */
export async function moveMemberSlot(
  tx: Prisma.TransactionClient,
  users: StaffMembersRepository,
  change: { memberId: number; memberTeacherId: number | null; slot: WeeklySlot; today: Date },
): Promise<boolean> {
  const { memberId, today } = change;
  const slot = toMinutes(change.slot);
  const running = await users.findRunningSlots(tx, memberId, today);
  const current = running[0];
  if (current && isSameSlot(current, slot)) return false;

  const startsBeforeToday = (row: LessonSlotRow) => row.effectiveFrom.getTime() < today.getTime();
  for (const row of running.filter(startsBeforeToday)) await users.endSlot(tx, row.id, today);
  // Ending it today would leave an empty range [today, today), which the database refuses.
  const notStartedYet = running.find((row) => !startsBeforeToday(row));
  if (notStartedYet) {
    await users.moveSlot(tx, notStartedYet.id, slot);
  } else {
    await users.createSlot(tx, {
      ...slot,
      memberId,
      teacherId: current?.teacherId ?? change.memberTeacherId ?? DEFAULT_TEACHER_ID,
      effectiveFrom: today,
    });
  }
  return true;
}
