import {
  addMinutesToTime,
  DEFAULT_TEACHER_ID,
  defaultMonthlyFee,
  formatValidationError,
  HOURS,
  staffMessage,
  timeToMinutes,
  validationMessage,
  ZLessonApprovalRequest,
} from '@academy/contracts';
import type { TLanguage, TLessonApprovalRequest, TLessonRequestItem } from '@academy/contracts';
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
  request: TLessonRequestItem,
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

/** The checked PATCH body, or the first message to show (docs/product/validation.md lesson approval). */
export function checkApproval(
  draft: TApprovalDraft,
  options: readonly TApprovalOption[],
  language: TLanguage,
): TApprovalCheck {
  let schedule = { weekday: draft.weekday, startTime: draft.startTime, endTime: draft.endTime };
  if (draft.mode === 'preferred') {
    const option = options.find((candidate) => candidate.key === draft.optionKey);
    if (!option) {
      const message = validationMessage('approvalOptionRequired', language);
      return { ok: false, message, field: 'option' };
    }
    if (!option.slot) {
      return { ok: false, message: staffMessage('unparsableOption', language), field: 'option' };
    }
    schedule = {
      weekday: option.slot.lessonDayOfWeek,
      startTime: option.slot.lessonStartTime,
      endTime: option.slot.lessonEndTime,
    };
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
