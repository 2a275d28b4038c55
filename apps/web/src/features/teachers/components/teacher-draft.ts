import { normalizePhone, ZCreateTeacherRequest, ZUpdateTeacherRequest } from '@academy/contracts';
import type {
  TCreateTeacherRequest,
  TStaffAccount,
  TStaffRole,
  TUpdateTeacherRequest,
  TValidationMessageKey,
} from '@academy/contracts';
import { validateForm } from '@/lib/validate-form';
import type { TFieldErrorKeys } from '@/lib/validate-form';

/** What the create and edit forms hold; the phone number in digits, '' for none. */
export type TTeacherDraft = {
  loginId: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: TStaffRole;
};
export type TTeacherDraftField = keyof TTeacherDraft;
export type TTeacherDraftErrors = Partial<Record<TTeacherDraftField, TValidationMessageKey>>;

export type TTeacherCheck<TBody> =
  | { ok: true; body: TBody }
  | { ok: false; errors: TTeacherDraftErrors; formError: TValidationMessageKey | null };

/** The forms' fields in screen order: the first invalid one gets the focus. */
export const TEACHER_DRAFT_FIELDS = [
  'loginId',
  'name',
  'email',
  'phoneNumber',
  'role',
] as const satisfies readonly TTeacherDraftField[];

const isDraftField = (path: string): path is TTeacherDraftField =>
  (TEACHER_DRAFT_FIELDS as readonly string[]).includes(path);

export const EMPTY_TEACHER_DRAFT: TTeacherDraft = {
  loginId: '',
  name: '',
  email: '',
  phoneNumber: '',
  role: 'teacher',
};

export function draftOf(account: TStaffAccount): TTeacherDraft {
  return {
    loginId: account.loginId,
    name: account.name,
    email: account.email,
    phoneNumber: account.phoneNumber ?? '',
    role: account.role,
  };
}

/** An emptied phone field means "no phone number". */
const phoneOf = (text: string) => normalizePhone(text) || null;

/** Message keys per form field; one on no field (nothing to update) is the form's. */
function refusal(errors: TFieldErrorKeys): {
  ok: false;
  errors: TTeacherDraftErrors;
  formError: TValidationMessageKey | null;
} {
  const fields: TTeacherDraftErrors = {};
  let formError: TValidationMessageKey | null = null;
  for (const [path, key] of Object.entries(errors)) {
    if (isDraftField(path)) fields[path] = key;
    else formError ??= key;
  }
  return { ok: false, errors: fields, formError };
}

/** The POST body, checked with the API's own schema. */
export function checkNewTeacher(draft: TTeacherDraft): TTeacherCheck<TCreateTeacherRequest> {
  const result = validateForm(ZCreateTeacherRequest, {
    ...draft,
    phoneNumber: phoneOf(draft.phoneNumber),
  });
  return result.success ? { ok: true, body: result.data } : refusal(result.errors);
}

/** The PATCH body: only what differs from the stored account; the role only when allowed. */
export function checkTeacherEdit(
  account: TStaffAccount,
  draft: TTeacherDraft,
  canChangeRole: boolean,
): TTeacherCheck<TUpdateTeacherRequest> {
  const changes: Partial<Record<TTeacherDraftField, unknown>> = {};
  if (draft.name.trim() !== account.name) changes.name = draft.name;
  if (draft.email.trim() !== account.email) changes.email = draft.email;
  const phone = phoneOf(draft.phoneNumber);
  if (phone !== account.phoneNumber) changes.phoneNumber = phone;
  if (canChangeRole && draft.role !== account.role) changes.role = draft.role;
  const result = validateForm(ZUpdateTeacherRequest, changes);
  return result.success ? { ok: true, body: result.data } : refusal(result.errors);
}
