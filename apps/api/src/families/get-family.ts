import {
  LESSON_WEEKDAYS,
  minutesToTime,
  type TFamily,
  type TFamilyChild,
} from '@academy/contracts';
import { ageOfStoredBirthDate } from '../lib/stored-age.js';
import { seoulDate } from '../lib/seoul-time.js';
import type { FamilyChildRow, FamilyRepository } from './family-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

function toFamilyChild(row: FamilyChildRow, now: Date): TFamilyChild {
  const slot = row.lessonSchedules[0];
  const weekday = slot ? LESSON_WEEKDAYS[slot.dayOfWeek - 1] : undefined;
  return {
    userId: row.id,
    name: row.name,
    age: row.birthDate ? ageOfStoredBirthDate(row.birthDate, now) : null,
    relationship: row.guardianRelation,
    lesson:
      slot && weekday
        ? {
            dayOfWeek: weekday,
            startTime: minutesToTime(slot.startMinute),
            endTime: minutesToTime(slot.endMinute),
          }
        : null,
    teacherName: row.teacher?.name ?? null,
    unpaidDues: row.tuitionDues.length,
    unpaidAmount: row.tuitionDues.reduce((sum, due) => sum + due.amount, 0),
    unpaidSiblingDiscount: row.tuitionDues.reduce((sum, due) => sum + due.siblingDiscount, 0),
  };
}

/** A guardian's children as the dashboard shows them: GET /family. */
export function createGetFamily(deps: { family: FamilyRepository; now?: Clock }) {
  const { family, now = systemClock } = deps;
  return async function getFamily(memberId: number): Promise<TFamily> {
    const at = now();
    const rows = await family.findChildren(memberId, seoulDate(0, at));
    return { children: rows.map((row) => toFamilyChild(row, at)) };
  };
}

export type GetFamily = ReturnType<typeof createGetFamily>;
