import {
  addMinutesToTime,
  HOURS,
  normalizePhone,
  MEMBER_SLOT_FIELDS,
  ZUpdateMemberRequest,
} from '@academy/contracts';
import type {
  TMemberListItem,
  TAnyLessonType,
  TLessonWeekday,
  TUpdateMemberRequest,
  TMemberGender,
  TMemberStatus,
} from '@academy/contracts';
import { validateForm } from '@/lib/validate-form';
import type { TFormValidation } from '@/lib/validate-form';

/** What the edit modal holds; '' means "not set" (the member may have no gender or slot yet). */
export type TMemberDraft = {
  name: string;
  email: string;
  /** Digits only; the field shows it with hyphens. */
  phoneNumber: string;
  gender: TMemberGender | '';
  lessonType: TAnyLessonType | '';
  lessonDayOfWeek: TLessonWeekday | '';
  lessonStartTime: string;
  lessonEndTime: string;
  monthlyFee: string;
  isForeigner: boolean;
  status: TMemberStatus;
};

export type TMemberDraftField = keyof TMemberDraft;

/** The form's fields in screen order: the first invalid one gets the focus. */
export const MEMBER_DRAFT_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'gender',
  'lessonType',
  'lessonDayOfWeek',
  'lessonStartTime',
  'lessonEndTime',
  'monthlyFee',
  'isForeigner',
  'status',
] as const satisfies readonly TMemberDraftField[];

const isDraftField = (path: string): path is TMemberDraftField =>
  (MEMBER_DRAFT_FIELDS as readonly string[]).includes(path);

export function draftOf(user: TMemberListItem): TMemberDraft {
  return {
    name: user.name,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber,
    gender: user.gender ?? '',
    lessonType: user.lessonType ?? '',
    lessonDayOfWeek: user.lessonDayOfWeek ?? '',
    lessonStartTime: user.lessonStartTime ?? '',
    lessonEndTime: user.lessonEndTime ?? '',
    monthlyFee: user.monthlyFee === null ? '' : String(user.monthlyFee),
    isForeigner: user.isForeigner,
    status: user.status,
  };
}

/** As on approval (docs/product/validation.md): a new start moves the end to one lesson later. */
export function withStartTime(draft: TMemberDraft, startTime: string): TMemberDraft {
  const lessonEndTime =
    startTime === '' ? draft.lessonEndTime : addMinutesToTime(startTime, HOURS.LESSON_MINUTES);
  return { ...draft, lessonStartTime: startTime, lessonEndTime };
}

/** An emptied fee stays in the body as null, so the schema reports it instead of dropping it. */
function feeOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The PATCH body before validation: only what differs from the stored member. The weekly slot
 * is one unit, so a changed weekday or time sends all three.
 */
export function changedFields(user: TMemberListItem, draft: TMemberDraft) {
  const stored = draftOf(user);
  const changes: Partial<Record<TMemberDraftField, unknown>> = {};
  if (draft.name.trim() !== stored.name) changes.name = draft.name;
  if (draft.email.trim() !== stored.email) changes.email = draft.email;
  if (normalizePhone(draft.phoneNumber) !== stored.phoneNumber) {
    changes.phoneNumber = normalizePhone(draft.phoneNumber);
  }
  for (const field of ['gender', 'lessonType', 'isForeigner', 'status'] as const) {
    if (draft[field] !== stored[field]) changes[field] = draft[field];
  }
  if (draft.monthlyFee.trim() !== stored.monthlyFee) changes.monthlyFee = feeOf(draft.monthlyFee);
  if (MEMBER_SLOT_FIELDS.some((field) => draft[field] !== stored[field])) {
    for (const field of MEMBER_SLOT_FIELDS) changes[field] = draft[field];
  }
  return changes;
}

/**
 * The checked body, or the contracts' message keys per field in screen order (one on no field
 * is the form's, e.g. nothing changed). An emptied field stops zod before its rules across
 * fields, so the slot is also checked alone: every problem shows at once.
 */
export function checkMemberEdit(
  user: TMemberListItem,
  draft: TMemberDraft,
): TFormValidation<TUpdateMemberRequest> {
  const changes = changedFields(user, draft);
  const result = validateForm(ZUpdateMemberRequest, changes);
  if (result.success) return result;
  const slot = Object.fromEntries(
    MEMBER_SLOT_FIELDS.flatMap((field) => (field in changes ? [[field, changes[field]]] : [])),
  );
  const slotResult = Object.keys(slot).length > 0 ? validateForm(ZUpdateMemberRequest, slot) : null;
  const found = { ...(slotResult?.success === false ? slotResult.errors : {}), ...result.errors };
  const screenOrder = (path: string) =>
    isDraftField(path) ? MEMBER_DRAFT_FIELDS.indexOf(path) : MEMBER_DRAFT_FIELDS.length;
  return {
    success: false,
    errors: Object.fromEntries(
      Object.entries(found).sort(([one], [other]) => screenOrder(one) - screenOrder(other)),
    ),
  };
}
