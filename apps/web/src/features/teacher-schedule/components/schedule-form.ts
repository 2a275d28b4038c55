import {
  addDaysToIsoDate,
  isIsoDate,
  isTimeOfDay,
  keyIssue,
  minutesToTime,
  timeToMinutes,
  weekdayOfIsoDate,
  WEEKDAYS,
  ZPersonalScheduleCreate,
} from '@academy/contracts';
import type {
  TPersonalSchedule,
  TPersonalScheduleCreate,
  TPersonalSchedulePatch,
  TRecurringPattern,
  TValidationMessageKey,
  TWeekday,
} from '@academy/contracts';
import { z } from 'zod';

/** What the registration and edit forms hold; '' means "not chosen yet". */
export type TScheduleFormValues = {
  title: string;
  /** One-off: the day. Recurring daily/monthly: the optional first day. */
  scheduleDate: string;
  startTime: string;
  endTime: string;
  description: string;
  isRecurring: boolean;
  recurringPattern: TRecurringPattern | '';
  /** Recurring weekly (registration only): the weekday the series falls on. */
  weekday: TWeekday | '';
  recurringUntil: string;
};

export type TScheduleField = keyof TScheduleFormValues;

export const EMPTY_SCHEDULE_FORM: TScheduleFormValues = {
  title: '',
  scheduleDate: '',
  startTime: '',
  endTime: '',
  description: '',
  isRecurring: false,
  recurringPattern: '',
  weekday: '',
  recurringUntil: '',
};

const HALF_HOUR = 30;
const MINUTES_PER_DAY = 24 * 60;

/** Every half hour of the day, 00:00 to 23:30: the start and end time choices. */
export const TIME_CHOICES: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY / HALF_HOUR },
  (_, index) => minutesToTime(index * HALF_HOUR),
);

/** The time choices, plus a stored time that is not on the half hour so it still shows. */
export function timeChoicesWith(current: string): readonly string[] {
  if (current === '' || TIME_CHOICES.includes(current)) return TIME_CHOICES;
  return [...TIME_CHOICES, current].sort();
}

/** The first `weekday` on or after `today` (today itself when it is that weekday). */
export function nextWeekdayDate(today: string, weekday: TWeekday): string {
  const offset = WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOfIsoDate(today));
  return addDaysToIsoDate(today, (offset + WEEKDAYS.length) % WEEKDAYS.length);
}

/**
 * The day a new event (or the first day of a new series) falls on, '' when not known yet.
 *
 * The API anchors a series at scheduleDate, or today when none is sent. For a weekly series
 * the admin picks a weekday (docs/product/validation.md asks for one) and the series starts on the next such day
 * from today: anchoring it at today would make it fall on today's weekday instead. Daily and
 * monthly series may be given a first day; left empty they start today (the day the API
 * would pick), sent explicitly so the end-date check and the stored series agree.
 */
export function firstDayOf(values: TScheduleFormValues, today: string): string {
  if (!values.isRecurring) return values.scheduleDate;
  if (values.recurringPattern === 'weekly') {
    return values.weekday === '' ? '' : nextWeekdayDate(today, values.weekday);
  }
  return values.scheduleDate === '' ? today : values.scheduleDate;
}

/** The order the fields appear in, so the first message is the first field's. */
const FIELD_ORDER: readonly string[] = [
  'title',
  'recurringPattern',
  'weekday',
  'scheduleDate',
  'recurringUntil',
  'startTime',
  'endTime',
  'description',
];

type TIssue = { code: 'custom'; message: string; path: PropertyKey[]; input: unknown };

const issue = (key: TValidationMessageKey, field: string, input: unknown): TIssue => ({
  ...keyIssue(key, [field]),
  input,
});

function fieldRank(candidate: TIssue): number {
  const rank = FIELD_ORDER.indexOf(String(candidate.path[0] ?? ''));
  return rank < 0 ? FIELD_ORDER.length : rank;
}

/** The issues in form order, one per field and message. */
function inFormOrder(issues: readonly TIssue[]): TIssue[] {
  const seen = new Set<string>();
  const unique = issues.filter((candidate) => {
    const id = `${candidate.path.join('.')}|${candidate.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return [...unique].sort((a, b) => fieldRank(a) - fieldRank(b));
}

/** zod's own issues as issues of ours, so both kinds sort together. */
function schemaIssues(error: z.ZodError): TIssue[] {
  return error.issues.map((found) => ({
    code: 'custom' as const,
    message: found.message,
    path: found.path,
    input: found.input,
  }));
}

/**
 * The schema skips its end-after-start rule while other fields are wrong, so it is checked
 * here too and every problem shows at once.
 */
function endBeforeStart(startTime: string, endTime: string): boolean {
  if (!isTimeOfDay(startTime) || !isTimeOfDay(endTime)) return false;
  return timeToMinutes(endTime) <= timeToMinutes(startTime);
}

type TDateChecks = {
  today: string;
  firstDay: string;
  /** Only dates the admin sets are compared with today (a past event can still be renamed). */
  checkFirstDay: boolean;
  checkUntil: boolean;
  /** Where a past first day is reported: the date field, or the weekday that chose it. */
  firstDayField: 'scheduleDate' | 'weekday';
};

/** docs/product/validation.md: the day and the series' end are not before today; a series ends after it starts. */
function dateIssues(values: TScheduleFormValues, checks: TDateChecks): TIssue[] {
  const issues: TIssue[] = [];
  const { today, firstDay } = checks;
  if (checks.checkFirstDay && isIsoDate(firstDay) && firstDay < today) {
    issues.push(issue('pastDateNotAllowed', checks.firstDayField, firstDay));
  }
  if (!values.isRecurring || !isIsoDate(values.recurringUntil)) return issues;
  if (checks.checkUntil && values.recurringUntil < today) {
    issues.push(issue('pastDateNotAllowed', 'recurringUntil', values.recurringUntil));
  } else if (isIsoDate(firstDay) && values.recurringUntil < firstDay) {
    issues.push(issue('dateRangeOrder', 'recurringUntil', values.recurringUntil));
  }
  return issues;
}

/** The values as the create schema reads them: '' stays '' where it means "missing". */
function createInput(values: TScheduleFormValues, firstDay: string) {
  const description = values.description.trim();
  const common = {
    title: values.title,
    startTime: values.startTime,
    endTime: values.endTime,
    ...(description === '' ? {} : { description }),
    scheduleType: 'personal' as const,
  };
  if (!values.isRecurring) {
    return { ...common, scheduleDate: values.scheduleDate, isRecurring: false };
  }
  return {
    ...common,
    ...(firstDay === '' ? {} : { scheduleDate: firstDay }),
    isRecurring: true,
    recurringPattern: values.recurringPattern,
    recurringUntil: values.recurringUntil,
  };
}

type TScheduleValidation<T> = { ok: true; data: T } | { ok: false; issues: TIssue[] };

/**
 * A schema over the form values: it reports the issues of `check` (in form order, so the first
 * invalid field gets focus) and outputs the body to send.
 */
function formSchema<T>(check: (values: TScheduleFormValues) => TScheduleValidation<T>) {
  return z.custom<TScheduleFormValues>().transform((values, context) => {
    const result = check(values);
    if (result.ok) return result.data;
    for (const found of result.issues) context.addIssue(found);
    return z.NEVER;
  });
}

function validate(
  values: TScheduleFormValues,
  input: unknown,
  checks: TDateChecks,
): TScheduleValidation<TPersonalScheduleCreate> {
  const parsed = ZPersonalScheduleCreate.safeParse(input);
  const issues = parsed.success ? [] : schemaIssues(parsed.error);
  if (checks.firstDayField === 'weekday' && checks.firstDay === '') {
    issues.push(issue('requiredItems', 'weekday', values.weekday));
  }
  if (endBeforeStart(values.startTime, values.endTime)) {
    issues.push(issue('endAfterStart', 'endTime', values.endTime));
  }
  issues.push(...dateIssues(values, checks));
  if (parsed.success && issues.length === 0) return { ok: true, data: parsed.data };
  return { ok: false, issues: inFormOrder(issues) };
}

/**
 * A new personal schedule (docs/product/validation.md): title, start and end required; a one-off event needs a
 * day not before today; a series needs its cycle (and weekday when weekly) and an end day not
 * before today. Outputs the POST body.
 */
export function newScheduleSchema(today: string) {
  return formSchema((values) => validateNewSchedule(values, today));
}

function validateNewSchedule(
  values: TScheduleFormValues,
  today: string,
): TScheduleValidation<TPersonalScheduleCreate> {
  const firstDay = firstDayOf(values, today);
  return validate(values, createInput(values, firstDay), {
    today,
    firstDay,
    checkFirstDay: true,
    checkUntil: true,
    firstDayField:
      values.isRecurring && values.recurringPattern === 'weekly' ? 'weekday' : 'scheduleDate',
  });
}

/** A stored schedule as the edit form shows it. */
export function formValuesOf(
  schedule: TPersonalSchedule,
  description: string,
): TScheduleFormValues {
  return {
    title: schedule.title,
    scheduleDate: schedule.scheduleDate ?? '',
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    description,
    isRecurring: schedule.isRecurring,
    recurringPattern: schedule.recurringPattern ?? '',
    weekday: '',
    recurringUntil: schedule.recurringUntil ?? '',
  };
}

const PATCH_FIELDS = [
  'title',
  'scheduleDate',
  'startTime',
  'endTime',
  'description',
  'recurringPattern',
  'recurringUntil',
] as const;

/**
 * An edit: the whole result must pass the rules of a new schedule, but only the dates the
 * admin changed are compared with today (as the API does). Outputs only the changed fields
 * for PATCH /teacher-schedule/{id}; an empty patch means nothing changed.
 */
export function scheduleEditSchema(original: TScheduleFormValues, today: string) {
  return formSchema((values) => validateScheduleEdit(original, values, today));
}

function validateScheduleEdit(
  original: TScheduleFormValues,
  values: TScheduleFormValues,
  today: string,
): TScheduleValidation<TPersonalSchedulePatch> {
  const edited = { ...values, isRecurring: original.isRecurring, weekday: '' as const };
  const firstDay = edited.scheduleDate;
  const input = {
    ...createInput(edited, firstDay),
    // A cleared description must reach the API as '' to be removed.
    description: edited.description.trim(),
  };
  const result = validate(edited, input, {
    today,
    firstDay,
    checkFirstDay: edited.scheduleDate !== original.scheduleDate,
    checkUntil: edited.recurringUntil !== original.recurringUntil,
    firstDayField: 'scheduleDate',
  });
  if (!result.ok) return result;
  // A one-off event has no cycle or end date to change.
  const fields = original.isRecurring
    ? PATCH_FIELDS
    : PATCH_FIELDS.filter((field) => field !== 'recurringPattern' && field !== 'recurringUntil');
  const patch: Record<string, string> = {};
  for (const field of fields) {
    const after = edited[field].trim();
    if (after !== original[field].trim()) patch[field] = after;
  }
  return { ok: true, data: patch as TPersonalSchedulePatch };
}
