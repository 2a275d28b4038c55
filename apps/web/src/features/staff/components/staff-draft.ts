import { normalizePhone } from '@academy/contracts';
import type { TStaffAccount, TStaffRole } from '@academy/contracts';

/** What the create and edit forms hold; the phone number in digits, '' for none. */
export type TStaffDraft = {
  loginId: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: TStaffRole;
};
export type TStaffDraftField = keyof TStaffDraft;

export const EMPTY_STAFF_DRAFT: TStaffDraft = {
  loginId: '',
  name: '',
  email: '',
  phoneNumber: '',
  role: 'teacher',
};

export function draftOf(account: TStaffAccount): TStaffDraft {
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
export const newTeacherInput = (draft: TStaffDraft) => ({
  ...draft,
  phoneNumber: phoneOf(draft.phoneNumber),
});

/** The PATCH body before validation: only what differs from the stored account. */
export function staffChanges(account: TStaffAccount, draft: TStaffDraft) {
  const changes: Partial<Record<TStaffDraftField, unknown>> = {};
  if (draft.name.trim() !== account.name) changes.name = draft.name;
  if (draft.email.trim() !== account.email) changes.email = draft.email;
  const phone = phoneOf(draft.phoneNumber);
  if (phone !== account.phoneNumber) changes.phoneNumber = phone;
  if (draft.role !== account.role) changes.role = draft.role;
  return changes;
}
