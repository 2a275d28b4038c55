import { ZodError } from 'zod';
import {
  busyTimesOn,
  expandTeacherSchedule,
  keyIssue,
  STAFF_MESSAGES,
  timeToMinutes,
  toAcademyIsoDate,
  type TDayBusyTimes,
  type TDayBusyTimesQuery,
  type TLanguage,
  type TPersonalSchedule,
  type TPersonalScheduleCreate,
  type TPersonalScheduleDetail,
  type TPersonalScheduleList,
  type TPersonalSchedulePatch,
} from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import { isUniqueViolation } from '../db/prisma-errors.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';
import { toPersonalSchedule } from '../schedule/busy-times-mappers.js';
import type { GetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { assertScheduleDates, mergePatch, toDraft, type ScheduleDraft } from './schedule-draft.js';
import {
  PERSONAL_SCHEDULE_DETAIL,
  type TeacherScheduleRepository,
  type TeacherScheduleRow,
} from './teacher-schedule-repository.js';

/** The signed-in staff account. */
export interface StaffViewer {
  staffId: number;
  isAdmin: boolean;
  language: TLanguage;
}

/** What POST did: added the schedule, or found the one-day class already in the calendar. */
export interface ScheduleCreation {
  detail: TPersonalScheduleDetail;
  existing: boolean;
}

/** What DELETE did: the whole schedule, or one day of a series (the series is returned). */
export type ScheduleRemoval =
  { removed: 'series' } | { removed: 'occurrence'; date: string; schedule: TPersonalSchedule };

const ENTITY_TYPE = 'personal_schedule';
const notFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.personalScheduleNotFound);
const notOwn = () => new AppError('NOT_OWN_RESOURCE', STAFF_MESSAGES.personalScheduleNotOwn);
const classInCalendar = () =>
  new AppError('ONEDAY_CLASS_IN_CALENDAR', STAFF_MESSAGES.onedayClassAlreadyInCalendar);

function rowData(draft: ScheduleDraft) {
  return {
    title: draft.title,
    scheduleDate: fromIsoDate(draft.scheduleDate),
    startMinute: timeToMinutes(draft.startTime),
    endMinute: timeToMinutes(draft.endTime),
    description: draft.description,
    notes: draft.notes,
    scheduleType: draft.scheduleType,
    isRecurring: draft.isRecurring,
    recurringPattern: draft.recurringPattern,
    recurringUntil: draft.recurringUntil === null ? null : fromIsoDate(draft.recurringUntil),
    relatedOnedayId: draft.relatedId,
    studentName: draft.studentName,
    studentContact: draft.studentContact,
  };
}

function auditDetails(draft: ScheduleDraft, excludedDates: readonly string[]) {
  return {
    title: draft.title,
    scheduleDate: draft.scheduleDate,
    startTime: draft.startTime,
    endTime: draft.endTime,
    scheduleType: draft.scheduleType,
    isRecurring: draft.isRecurring,
    recurringPattern: draft.recurringPattern,
    recurringUntil: draft.recurringUntil,
    excludedDates: [...excludedDates],
  };
}

const exclusionRows = (dates: readonly string[]) =>
  dates.map((date) => ({ excludedDate: fromIsoDate(date) }));

/**
 * The teacher's personal schedule (docs/product/entities.md, docs/product/validation.md, docs/product/api.md). Any staff member reads their own
 * schedules, an admin anyone's; only the owner changes a schedule. Overlaps are allowed on
 * purpose: the screen asks for a confirmation and the admin may still register. Every change
 * is written with its audit row in one transaction.
 */
export function createTeacherScheduleService(deps: {
  prisma: PrismaClient;
  schedules: TeacherScheduleRepository;
  getTeacherBusyTimes: GetTeacherBusyTimes;
  now?: () => Date;
}) {
  const { prisma, schedules, getTeacherBusyTimes, now = () => new Date() } = deps;
  const toSchedule = (row: TeacherScheduleRow, viewer: StaffViewer) =>
    toPersonalSchedule(row, {
      isStaff: true,
      seesPersonalDetails: true,
      language: viewer.language,
    });

  function assertCanRead(viewer: StaffViewer, teacherId: number): void {
    if (!viewer.isAdmin && viewer.staffId !== teacherId) throw notOwn();
  }

  async function findOwned(viewer: StaffViewer, id: number): Promise<TeacherScheduleRow> {
    const row = await schedules.findById(id);
    if (!row) throw notFound();
    if (row.teacherId !== viewer.staffId) throw notOwn();
    return row;
  }

  /** A one-day class may point at its application; a wrong id is refused, not a 500. */
  async function assertRelatedOneday(relatedId: number | null): Promise<void> {
    if (relatedId !== null && !(await schedules.onedayApplicationExists(relatedId))) {
      throw new ZodError([{ ...keyIssue('invalidValue', ['relatedId']), input: relatedId }]);
    }
  }

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

  const reread = (tx: Prisma.TransactionClient, id: number) =>
    tx.personalSchedule.findUniqueOrThrow({ where: { id }, include: PERSONAL_SCHEDULE_DETAIL });

  /** Writes a new schedule of the viewer with its audit row. */
  function insert(viewer: StaffViewer, draft: ScheduleDraft): Promise<TeacherScheduleRow> {
    const excludedDates = draft.excludedDates ?? [];
    return prisma.$transaction(async (tx) => {
      const created = await tx.personalSchedule.create({
        data: {
          ...rowData(draft),
          teacherId: viewer.staffId,
          exclusions: { create: exclusionRows(excludedDates) },
        },
      });
      await writeAuditLog(tx, {
        staffId: viewer.staffId,
        action: 'teacher_schedule.create',
        entityType: ENTITY_TYPE,
        entityId: created.id,
        details: auditDetails(draft, excludedDates),
      });
      return reread(tx, created.id);
    });
  }

  return {
    async list(viewer: StaffViewer, teacherId: number): Promise<TPersonalScheduleList> {
      assertCanRead(viewer, teacherId);
      const today = fromIsoDate(toAcademyIsoDate(now()));
      const rows = await schedules.findByTeacher(teacherId, today);
      return { schedules: rows.map((row) => toSchedule(row, viewer)) };
    },

    async get(viewer: StaffViewer, id: number): Promise<TPersonalScheduleDetail> {
      const row = await schedules.findById(id);
      if (!row) throw notFound();
      assertCanRead(viewer, row.teacherId);
      return { schedule: toSchedule(row, viewer) };
    },

    async create(viewer: StaffViewer, input: TPersonalScheduleCreate): Promise<ScheduleCreation> {
      const today = toAcademyIsoDate(now());
      const draft = toDraft(input, today, false);
      assertScheduleDates(draft, today, () => true);
      await assertRelatedOneday(draft.relatedId);
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
    },

    /** The merged result must pass every rule a new schedule passes (see assertScheduleDates). */
    async update(
      viewer: StaffViewer,
      id: number,
      patch: TPersonalSchedulePatch,
    ): Promise<TPersonalScheduleDetail> {
      const current = await findOwned(viewer, id);
      const today = toAcademyIsoDate(now());
      const draft = toDraft(mergePatch(current, patch), today, true);
      const stored = {
        scheduleDate: toIsoDate(current.scheduleDate),
        isRecurring: current.isRecurring,
        recurringUntil: current.recurringUntil ? toIsoDate(current.recurringUntil) : null,
      };
      assertScheduleDates(draft, today, (field) => draft[field] !== stored[field]);
      if (draft.relatedId !== current.relatedOnedayId) await assertRelatedOneday(draft.relatedId);
      // Exclusions kept from the table and from a marker an older client left in the text.
      const excludedDates = draft.excludedDates ?? toSchedule(current, viewer).excludedDates;
      const row = await prisma.$transaction(async (tx) => {
        const { count } = await tx.personalSchedule
          .updateMany({ where: { id, teacherId: viewer.staffId }, data: rowData(draft) })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? classInCalendar() : error;
          });
        if (count !== 1) throw notFound();
        await tx.personalScheduleExclusion.deleteMany({ where: { scheduleId: id } });
        await tx.personalScheduleExclusion.createMany({
          data: exclusionRows(excludedDates).map((exclusion) => ({ ...exclusion, scheduleId: id })),
        });
        await writeAuditLog(tx, {
          staffId: viewer.staffId,
          action: 'teacher_schedule.update',
          entityType: ENTITY_TYPE,
          entityId: id,
          details: { changed: Object.keys(patch), ...auditDetails(draft, excludedDates) },
        });
        return reread(tx, id);
      });
      return { schedule: toSchedule(row, viewer) };
    },

    /**
     * Without `occurrence` the whole schedule goes. With it, only that day of a series goes
     * (stored as an exclusion); the day must be one the schedule takes place on, and for a
     * one-off event naming its own day simply deletes the event.
     */
    async remove(viewer: StaffViewer, id: number, occurrence?: string): Promise<ScheduleRemoval> {
      const current = await findOwned(viewer, id);
      if (occurrence !== undefined) {
        const happens = expandTeacherSchedule(
          {
            regularSchedules: [],
            personalSchedules: [toSchedule(current, viewer)],
            approvedModifications: [],
            makeupLessons: [],
            closures: [],
          },
          { startDate: occurrence, endDate: occurrence },
        );
        if (happens.length === 0) {
          throw new AppError('NOT_FOUND', STAFF_MESSAGES.personalScheduleOccurrenceNotFound);
        }
      }
      if (occurrence !== undefined && current.isRecurring) {
        const row = await prisma.$transaction(async (tx) => {
          const { count } = await tx.personalSchedule.updateMany({
            where: { id, teacherId: viewer.staffId },
            data: { updatedAt: now() },
          });
          if (count !== 1) throw notFound();
          await tx.personalScheduleExclusion.createMany({
            data: [{ scheduleId: id, excludedDate: fromIsoDate(occurrence) }],
            skipDuplicates: true,
          });
          await writeAuditLog(tx, {
            staffId: viewer.staffId,
            action: 'teacher_schedule.delete_occurrence',
            entityType: ENTITY_TYPE,
            entityId: id,
            details: { title: current.title, occurrence },
          });
          return reread(tx, id);
        });
        return { removed: 'occurrence', date: occurrence, schedule: toSchedule(row, viewer) };
      }
      await prisma.$transaction(async (tx) => {
        const { count } = await tx.personalSchedule.deleteMany({
          where: { id, teacherId: viewer.staffId },
        });
        if (count !== 1) throw notFound();
        await writeAuditLog(tx, {
          staffId: viewer.staffId,
          action: 'teacher_schedule.delete',
          entityType: ENTITY_TYPE,
          entityId: id,
          details: {
            title: current.title,
            scheduleDate: toIsoDate(current.scheduleDate),
            isRecurring: current.isRecurring,
          },
        });
      });
      return { removed: 'series' };
    },

    /** One day's busy intervals of the teacher from every source, expanded by the shared rules. */
    async busyTimes(viewer: StaffViewer, query: TDayBusyTimesQuery): Promise<TDayBusyTimes> {
      const data = await getTeacherBusyTimes(
        { teacherId: query.teacherId, startDate: query.date, endDate: query.date },
        { isStaff: true, seesPersonalDetails: true, language: viewer.language },
      );
      return { busyTimes: busyTimesOn(data, query.date) };
    },
  };
}

export type TeacherScheduleService = ReturnType<typeof createTeacherScheduleService>;
