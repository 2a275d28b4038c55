import { normalizePhone } from '@academy/contracts';
import type { TStaffAccount, TStaffRole } from '@academy/contracts';

/** What the create and edit forms hold; the phone number in digits, '' for none. */
export type TTeacherDraft = {
  loginId: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: TStaffRole;
};
export type TTeacherDraftField = keyof TTeacherDraft;

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

/** The POST body before validation. */
export const newTeacherInput = (draft: TTeacherDraft) => ({
  ...draft,
  phoneNumber: phoneOf(draft.phoneNumber),
});

/** The PATCH body before validation: only what differs from the stored account. */
export function teacherChanges(account: TStaffAccount, draft: TTeacherDraft) {
  const changes: Partial<Record<TTeacherDraftField, unknown>> = {};
  if (draft.name.trim() !== account.name) changes.name = draft.name;
  if (draft.email.trim() !== account.email) changes.email = draft.email;
  const phone = phoneOf(draft.phoneNumber);
  if (phone !== account.phoneNumber) changes.phoneNumber = phone;
  if (draft.role !== account.role) changes.role = draft.role;
  return changes;
}
