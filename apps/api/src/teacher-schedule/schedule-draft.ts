import { ZodError } from 'zod';
import {
  keyIssue,
  minutesToTime,
  parseRecurringExclusions,
  ZPersonalScheduleCreate,
  type TPersonalScheduleCreate,
  type TPersonalScheduleCreateInput,
  type TPersonalSchedulePatch,
  type TRecurringPattern,
  type TScheduleType,
  type TValidationMessageKey,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { TeacherScheduleRow } from './teacher-schedule-repository.js';

/** A schedule as it will be stored: the rules below have already been applied. */
export interface ScheduleDraft {
  title: string;
  scheduleDate: string;
  startTime: string;
  endTime: string;
  /** The free text, without the exclusion marker. */
  description: string | null;
  notes: string | null;
  scheduleType: TScheduleType;
  isRecurring: boolean;
  recurringPattern: TRecurringPattern | null;
  recurringUntil: string | null;
  relatedId: number | null;
  studentName: string | null;
  studentContact: string | null;
  /** The series' removed days; undefined keeps the stored ones untouched. */
  excludedDates: string[] | undefined;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
const textOrNull = (value: string | undefined) => (value ? value : null);

/**
 * A description may carry the "[EXCLUDE:dates]" marker the API answers with (docs/product/entities.md). When
 * it does, the marker's dates become the series' exclusions; without one they stay as stored.
 */
function splitDescription(description: string | undefined) {
  const source = description ?? '';
  const parsed = parseRecurringExclusions(source);
  return {
    text: textOrNull(parsed.text.trim()),
    markerDates: parsed.text === source ? undefined : parsed.excludedDates,
  };
}

/**
 * Turns validated input into what is stored, given the Seoul `today`:
 * - a recurring series without scheduleDate starts today (the day it is registered), so
 *   scheduleDate is always "the first day of the series" and the busy-times range queries,
 *   which select series by their first day, find it;
 * - a one-off event keeps no cycle or end date even if the client sent them;
 * - exclusions only exist on a series (a one-off event's only day is never "excluded").
 */
export function toDraft(
  input: TPersonalScheduleCreate,
  today: string,
  keepStoredExclusions: boolean,
): ScheduleDraft {
  const { text, markerDates } = splitDescription(input.description);
  let excludedDates: string[] | undefined = [];
  if (input.isRecurring) excludedDates = markerDates ?? (keepStoredExclusions ? undefined : []);
  return {
    title: input.title,
    scheduleDate: input.scheduleDate ?? today,
    startTime: input.startTime,
    endTime: input.endTime,
    description: text,
    notes: textOrNull(input.notes),
    scheduleType: input.scheduleType,
    isRecurring: input.isRecurring,
    recurringPattern: input.isRecurring ? orNull(input.recurringPattern) : null,
    recurringUntil: input.isRecurring ? orNull(input.recurringUntil) : null,
    relatedId: orNull(input.relatedId),
    studentName: textOrNull(input.studentName),
    studentContact: textOrNull(input.studentContact),
    excludedDates,
  };
}

/** The stored schedule as create input, so a PATCH can be validated as a whole. */
function storedAsInput(row: TeacherScheduleRow): TPersonalScheduleCreateInput {
  const defined = <T>(value: T | null) => (value === null ? undefined : value);
  return {
    title: row.title,
    scheduleDate: toIsoDate(row.scheduleDate),
    startTime: minutesToTime(row.startMinute),
    endTime: minutesToTime(row.endMinute),
    description: parseRecurringExclusions(row.description).text.trim(),
    notes: defined(row.notes),
    scheduleType: row.scheduleType,
    isRecurring: row.isRecurring,
    recurringPattern: defined(row.recurringPattern),
    recurringUntil: row.recurringUntil ? toIsoDate(row.recurringUntil) : undefined,
    relatedId: defined(row.relatedOnedayId),
    studentName: defined(row.studentName),
    studentContact: defined(row.studentContact),
  };
}

/** The stored schedule with the patch applied, checked by the same schema as a new one. */
export function mergePatch(
  row: TeacherScheduleRow,
  patch: TPersonalSchedulePatch,
): TPersonalScheduleCreate {
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  );
  return ZPersonalScheduleCreate.parse({ ...storedAsInput(row), ...changes });
}

type DateField = 'scheduleDate' | 'isRecurring' | 'recurringUntil';

/**
 * docs/product/validation.md dates: a one-off event's day and a series' first and last day are not before
 * today; a series does not end before it starts. Only the dates a request sets (or newly
 * gives meaning to, by switching isRecurring) are compared with today, so a past event can
 * still be renamed. Throws the 400 validation error.
 */
export function assertScheduleDates(
  draft: ScheduleDraft,
  today: string,
  changed: (field: DateField) => boolean,
): void {
  const issues: (ReturnType<typeof keyIssue> & { input: unknown })[] = [];
  const refuse = (key: TValidationMessageKey, field: DateField) =>
    issues.push({ ...keyIssue(key, [field]), input: draft[field] });
  const dayChanged = changed('scheduleDate') || changed('isRecurring');
  if (dayChanged && draft.scheduleDate < today) refuse('pastDateNotAllowed', 'scheduleDate');
  if (draft.isRecurring) {
    const until = draft.recurringUntil ?? draft.scheduleDate;
    const untilChanged = changed('recurringUntil') || changed('isRecurring');
    if (untilChanged && until < today) refuse('pastDateNotAllowed', 'recurringUntil');
    else if ((dayChanged || untilChanged) && until < draft.scheduleDate) {
      refuse('dateRangeOrder', 'recurringUntil');
    }
  }
  if (issues.length > 0) throw new ZodError(issues);
}

/** What the audit row of a created or updated schedule records. */
export function auditDetails(draft: ScheduleDraft, excludedDates: readonly string[]) {
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
