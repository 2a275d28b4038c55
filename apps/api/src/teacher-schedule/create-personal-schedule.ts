import {
  toAcademyIsoDate,
  type TPersonalScheduleCreate,
  type TPersonalScheduleDetail,
} from '@academy/contracts';
import { isUniqueViolation } from '../db/prisma-errors.js';
import { toPersonalSchedule } from '../schedule/busy-times-mappers.js';
import {
  assertScheduleDates,
  auditDetails,
  toDraft,
  type ScheduleDraft,
} from './schedule-draft.js';
import {
  assertRelatedOneday,
  PERSONAL_SCHEDULE_ENTITY,
  toSchedule,
  type StaffViewer,
  type TeacherScheduleDeps,
} from './teacher-schedule-access.js';
import type { TeacherScheduleRow } from './teacher-schedule-repository.js';
import { systemClock } from '../lib/clock.js';

/** What POST did: added the schedule, or found the one-day class already in the calendar. */
export interface ScheduleCreation {
  detail: TPersonalScheduleDetail;
  existing: boolean;
}

/**
 * Adds a schedule of the viewer with its audit row in one transaction (docs/product/api.md).
 * Overlaps are allowed on purpose: the screen asks for a confirmation and the admin may still
 * register.
 */
export function createCreatePersonalSchedule(deps: TeacherScheduleDeps) {
  const { units, schedules, now = systemClock } = deps;

  /**
   * A one-day application has one class in the calendar (a partial unique index): confirming
   * the application adds it, and a client that then posts the same class gets that entry back.
   * Its teacher and admins see it whole; other staff, as in the calendar, only its hours.
   */
  async function existingOnedayClass(
    viewer: StaffViewer,
    draft: ScheduleDraft,
  ): Promise<ScheduleCreation | null> {
    if (draft.scheduleType !== 'oneday_class' || draft.relatedId === null) return null;
    const row = await schedules.findOnedayClass(draft.relatedId);
    if (!row) return null;
    const schedule = toPersonalSchedule(row, {
      isStaff: true,
      seesPersonalDetails: viewer.isAdmin || row.teacherId === viewer.staffId,
      language: viewer.language,
    });
    return { detail: { schedule }, existing: true };
  }

  function insert(viewer: StaffViewer, draft: ScheduleDraft): Promise<TeacherScheduleRow> {
    const excludedDates = draft.excludedDates ?? [];
    return units.run(
      async ({ tx, audit }) => {
        const created = await schedules.insert(tx, viewer.staffId, draft, excludedDates);
        audit({
          action: 'teacher_schedule.create',
          entityType: PERSONAL_SCHEDULE_ENTITY,
          entityId: created.id,
          details: auditDetails(draft, excludedDates),
        });
        return schedules.reread(tx, created.id);
      },
      { staffId: viewer.staffId },
    );
  }

  return async function createPersonalSchedule(
    viewer: StaffViewer,
    input: TPersonalScheduleCreate,
  ): Promise<ScheduleCreation> {
    const today = toAcademyIsoDate(now());
    const draft = toDraft(input, today, false);
    assertScheduleDates(draft, today, () => true);
    await assertRelatedOneday(schedules, draft.relatedId);
    const existing = await existingOnedayClass(viewer, draft);
    if (existing) return existing;
    try {
      const row = await insert(viewer, draft);
      return { detail: { schedule: toSchedule(row, viewer) }, existing: false };
    } catch (error) {
      // The same class posted at the same moment, or its confirmation, got in first.
      const raced = isUniqueViolation(error) ? await existingOnedayClass(viewer, draft) : null;
      if (raced) return raced;
      throw error;
    }
  };
}

export type CreatePersonalSchedule = ReturnType<typeof createCreatePersonalSchedule>;
