import {
  STAFF_MESSAGES,
  toAcademyIsoDate,
  type TPersonalScheduleDetail,
  type TPersonalSchedulePatch,
} from '@academy/contracts';
import { isUniqueViolation } from '../db/prisma-errors.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { assertScheduleDates, auditDetails, mergePatch, toDraft } from './schedule-draft.js';
import {
  assertRelatedOneday,
  findOwned,
  notFound,
  PERSONAL_SCHEDULE_ENTITY,
  toSchedule,
  type StaffViewer,
  type TeacherScheduleDeps,
} from './teacher-schedule-access.js';
import { systemClock } from '../lib/clock.js';

const classInCalendar = () =>
  new AppError('ONEDAY_CLASS_IN_CALENDAR', STAFF_MESSAGES.onedayClassAlreadyInCalendar);

/**
 * Changes the owner's schedule with its audit row in one transaction. The merged result must
 * pass every rule a new schedule passes (see assertScheduleDates).
 */
export function createUpdatePersonalSchedule(deps: TeacherScheduleDeps) {
  const { units, schedules, now = systemClock } = deps;
  return async function updatePersonalSchedule(
    viewer: StaffViewer,
    id: number,
    patch: TPersonalSchedulePatch,
  ): Promise<TPersonalScheduleDetail> {
    const current = await findOwned(schedules, viewer, id);
    const today = toAcademyIsoDate(now());
    const draft = toDraft(mergePatch(current, patch), today, true);
    const stored = {
      scheduleDate: toIsoDate(current.scheduleDate),
      isRecurring: current.isRecurring,
      recurringUntil: current.recurringUntil ? toIsoDate(current.recurringUntil) : null,
    };
    assertScheduleDates(draft, today, (field) => draft[field] !== stored[field]);
    if (draft.relatedId !== current.relatedOnedayId) {
      await assertRelatedOneday(schedules, draft.relatedId);
    }
    // Exclusions kept from the table and from a marker an older client left in the text.
    const excludedDates = draft.excludedDates ?? toSchedule(current, viewer).excludedDates;
    const row = await units.run(
      async ({ tx, audit }) => {
        const count = await schedules
          .updateOwned(tx, id, viewer.staffId, draft)
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? classInCalendar() : error;
          });
        if (count !== 1) throw notFound();
        await schedules.replaceExclusions(tx, id, excludedDates);
        audit({
          action: 'teacher_schedule.update',
          entityType: PERSONAL_SCHEDULE_ENTITY,
          entityId: id,
          details: { changed: Object.keys(patch), ...auditDetails(draft, excludedDates) },
        });
        return schedules.reread(tx, id);
      },
      { staffId: viewer.staffId },
    );
    return { schedule: toSchedule(row, viewer) };
  };
}

export type UpdatePersonalSchedule = ReturnType<typeof createUpdatePersonalSchedule>;
