import type { TDeepStrings } from '../types';
import type { koStaffAccounts } from './staff-accounts.ko';

export const enStaffAccounts: TDeepStrings<typeof koStaffAccounts> = {
  heading: 'Staff accounts',
  total: 'Total staff: {count}',
  empty: 'There are no staff accounts.',
  create: 'Add staff',
  columns: {
    name: 'Name',
    loginId: 'Login ID',
    role: 'Role',
    email: 'Email',
    phone: 'Phone',
    actions: 'Actions',
  },
  you: '(you)',
  edit: 'Edit',
  editLabel: 'Edit staff account {name}',
  delete: 'Delete',
  deleteLabel: 'Delete staff account {name}',
  deleting: 'Deleting…',
  form: {
    createTitle: 'Create a staff account',
    createDescription: 'A temporary password is made and shown only once.',
    editTitle: 'Edit {name}',
    editDescription: 'Login ID {loginId}. Only the fields you change are saved.',
    loginId: 'Login ID',
    loginIdHint: '3 to 50 characters: a Latin letter first, then letters, digits, ".", "_" or "-"',
    name: 'Name',
    email: 'Email',
    phone: 'Mobile number (optional)',
    phoneHint: 'Digits only are fine.',
    role: 'Role',
    ownRoleHint: 'If you make yourself a teacher, you can no longer open this screen.',
    createSubmit: 'Create account',
    createSubmitting: 'Creating…',
    submit: 'Save',
    submitting: 'Saving…',
    cancel: 'Cancel',
  },
  requestAlerts: {
    heading: 'New requests by KakaoTalk',
    intro:
      'Receive new lesson and one-day class applications and members’ schedule change, make-up, pause and data deletion requests as KakaoTalk messages at this account’s mobile number. Requests that arrive between 9 pm and 8 am are sent at 8 am.',
    toggle: 'Receive new applications and requests by KakaoTalk',
    noPhone:
      'This account has no mobile number, so this cannot be turned on. Please add one first.',
    changedAt: 'Set on {date}',
    neverChanged: 'Never set: you do not receive them.',
    loading: 'Loading…',
    saveFailed: 'The KakaoTalk setting could not be saved.',
  },
  created: {
    title: 'The account of {name} has been created',
    description:
      'The temporary password is shown only this once. Pass it on and ask them to change it after signing in.',
    loginId: 'Login ID',
    password: 'Temporary password',
    copy: 'Copy temporary password',
    copyFailed: 'Could not copy. Please write the password down by hand.',
    done: 'Done',
  },
};
