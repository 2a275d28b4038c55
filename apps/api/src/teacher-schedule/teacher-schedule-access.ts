import { ZodError } from 'zod';
import { keyIssue, STAFF_MESSAGES, type TLanguage } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toPersonalSchedule } from '../schedule/busy-times-mappers.js';
import type {
  TeacherScheduleRepository,
  TeacherScheduleRow,
} from './teacher-schedule-repository.js';
import type { Clock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** What a staff change of their own schedules is built from. */
export interface TeacherScheduleDeps {
  units: UnitOfWork;
  schedules: TeacherScheduleRepository;
  now?: Clock;
}

/** The signed-in staff account. */
export interface StaffViewer {
  staffId: number;
  isAdmin: boolean;
  language: TLanguage;
}

export const PERSONAL_SCHEDULE_ENTITY = 'personal_schedule';
export const notFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.personalScheduleNotFound);
const notOwn = () => new AppError('NOT_OWN_RESOURCE', STAFF_MESSAGES.personalScheduleNotOwn);

export const toSchedule = (row: TeacherScheduleRow, viewer: StaffViewer) =>
  toPersonalSchedule(row, {
    isStaff: true,
    seesPersonalDetails: true,
    language: viewer.language,
  });

/**
 * The teacher's personal schedule (docs/product/entities.md, docs/product/validation.md,
 * docs/product/api.md): any staff member reads their own schedules, an admin anyone's; only the
 * owner changes a schedule.
 */
export function assertCanRead(viewer: StaffViewer, teacherId: number): void {
  if (!viewer.isAdmin && viewer.staffId !== teacherId) throw notOwn();
}

export async function findOwned(
  schedules: TeacherScheduleRepository,
  viewer: StaffViewer,
  id: number,
): Promise<TeacherScheduleRow> {
  const row = await schedules.findById(id);
  if (!row) throw notFound();
  if (row.teacherId !== viewer.staffId) throw notOwn();
  return row;
}

/** A one-day class may point at its application; a wrong id is refused, not a 500. */
export async function assertRelatedOneday(
  schedules: TeacherScheduleRepository,
  relatedId: number | null,
): Promise<void> {
  if (relatedId !== null && !(await schedules.onedayApplicationExists(relatedId))) {
    throw new ZodError([{ ...keyIssue('invalidValue', ['relatedId']), input: relatedId }]);
  }
}
