import {
  addMinutesToTime,
  DEFAULT_TEACHER_ID,
  defaultMonthlyFee,
  formatValidationError,
  HOURS,
  staffMessage,
  timeToMinutes,
  validationMessage,
  ZFirstDuePreviewQuery,
  ZLessonApprovalRequest,
} from '@academy/contracts';
import type {
  TFirstDuePreviewQuery,
  TLanguage,
  TLessonApprovalRequest,
  TLessonApplicationItem,
} from '@academy/contracts';
import type { TApprovalOption } from './approval-options';

export type TApprovalMode = 'preferred' | 'custom';

/** What the approval modal holds while staff fill it in; every input as typed. */
export type TApprovalDraft = {
  mode: TApprovalMode;
  /** Key of the chosen preferred option, '' for none. */
  optionKey: string;
  weekday: string;
  startTime: string;
  endTime: string;
  monthlyFee: string;
  isForeigner: boolean;
  teacherResponse: string;
};

export type TApprovalField = 'option' | 'schedule' | 'monthlyFee' | 'teacherResponse';

export type TApprovalCheck =
  | { ok: true; body: TLessonApprovalRequest }
  | { ok: false; message: string; field: TApprovalField | null };

/** Preferred mode when the application lists a readable time, else custom. */
export function initialApprovalDraft(
  request: TLessonApplicationItem,
  options: readonly TApprovalOption[],
): TApprovalDraft {
  return {
    mode: options.some((option) => option.slot) ? 'preferred' : 'custom',
    optionKey: '',
    weekday: '',
    startTime: '',
    endTime: '',
    monthlyFee: String(defaultMonthlyFee(request.lessonType)),
    isForeigner: request.isForeigner,
    teacherResponse: '',
  };
}

/** docs/product/validation.md: the end follows a changed start, one hour later (wrapping at midnight). */
export function withStartTime(draft: TApprovalDraft, startTime: string): TApprovalDraft {
  const endTime =
    startTime === '' ? draft.endTime : addMinutesToTime(startTime, HOURS.LESSON_MINUTES);
  return { ...draft, startTime, endTime };
}

function feeOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function fieldOfPath(path: string): TApprovalField {
  if (path === 'monthlyFee') return 'monthlyFee';
  if (path === 'teacherResponse') return 'teacherResponse';
  return 'schedule';
}

type TSchedule = { weekday: string; startTime: string; endTime: string };

/** The weekly slot as chosen: the preferred option's or the custom one, as typed. */
function chosenSchedule(
  draft: TApprovalDraft,
  options: readonly TApprovalOption[],
): TSchedule | 'noOption' | 'unreadable' {
  if (draft.mode === 'custom') {
    return { weekday: draft.weekday, startTime: draft.startTime, endTime: draft.endTime };
  }
  const option = options.find((candidate) => candidate.key === draft.optionKey);
  if (!option) return 'noOption';
  if (!option.slot) return 'unreadable';
  return {
    weekday: option.slot.lessonDayOfWeek,
    startTime: option.slot.lessonStartTime,
    endTime: option.slot.lessonEndTime,
  };
}

/**
 * What the first-due preview needs of the draft (weekday, start, fee), or null while any of it
 * is missing or invalid: the preview waits for a slot and a fee the approval would accept.
 */
export function firstDueQueryOf(
  draft: TApprovalDraft,
  options: readonly TApprovalOption[],
): TFirstDuePreviewQuery | null {
  const schedule = chosenSchedule(draft, options);
  if (typeof schedule === 'string') return null;
  const result = ZFirstDuePreviewQuery.safeParse({
    lessonDayOfWeek: schedule.weekday,
    lessonStartTime: schedule.startTime,
    monthlyFee: feeOf(draft.monthlyFee),
  });
  return result.success ? result.data : null;
}

/** The checked PATCH body, or the first message to show (docs/product/validation.md lesson approval). */
export function checkApproval(
  draft: TApprovalDraft,
  options: readonly TApprovalOption[],
  language: TLanguage,
): TApprovalCheck {
  const schedule = chosenSchedule(draft, options);
  if (schedule === 'noOption') {
    const message = validationMessage('approvalOptionRequired', language);
    return { ok: false, message, field: 'option' };
  }
  if (schedule === 'unreadable') {
    return { ok: false, message: staffMessage('unparsableOption', language), field: 'option' };
  }
  const teacherResponse = draft.teacherResponse.trim();
  const result = ZLessonApprovalRequest.safeParse({
    teacherId: DEFAULT_TEACHER_ID,
    ...(teacherResponse === '' ? {} : { teacherResponse }),
    assignedTime: `${schedule.weekday} ${schedule.startTime}-${schedule.endTime}`,
    lessonDayOfWeek: schedule.weekday,
    lessonStartTime: schedule.startTime,
    lessonEndTime: schedule.endTime,
    monthlyFee: feeOf(draft.monthlyFee),
    isForeigner: draft.isForeigner,
  });
  if (!result.success) {
    const formatted = formatValidationError(result.error, language);
    const field = fieldOfPath(formatted.issues[0]?.path ?? '');
    return { ok: false, message: formatted.message, field };
  }
  const body = result.data;
  if (timeToMinutes(body.lessonEndTime) <= timeToMinutes(body.lessonStartTime)) {
    const message = staffMessage('lessonTimeRangeInvalid', language);
    return { ok: false, message, field: 'schedule' };
  }
  return { ok: true, body };
}
