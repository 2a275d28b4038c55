import { backOfficeOperation, staffAccountsOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZCreateStaffRequest,
  ZCreateStaffResponse,
  ZStaffAccount,
  ZStaffAccountList,
  ZUpdateStaffRequest,
} from './staff-accounts.schemas';
import { ZStaffRequestAlerts, ZStaffRequestAlertsChoice } from './staff-request-alerts.schemas';
import { ZPendingCounts } from './staff.schemas';

export const getPendingCounts = backOfficeOperation({
  method: 'get',
  path: '/teachers/pending-counts',
  summary: 'Pending applications, inquiries and schedule changes (header badges)',
  access: 'staff',
  data: ZPendingCounts,
});

export const listStaffAccounts = staffAccountsOperation({
  method: 'get',
  path: '/teachers',
  summary: 'The academy’s staff accounts, admins first',
  access: 'staff',
  data: ZStaffAccountList,
});

export const getStaffAccount = staffAccountsOperation({
  method: 'get',
  path: '/teachers/:id',
  summary: 'One staff account',
  access: 'staff',
  params: ZIdParams,
  data: ZStaffAccount,
  errors: ['NOT_FOUND'],
});

export const createStaffAccount = staffAccountsOperation({
  method: 'post',
  path: '/teachers',
  summary: 'Create a staff account with a temporary password',
  notes:
    'The temporary password is in this answer only; the account signs in with it. A login ' +
    'id used by any staff member or member, or an email used by any account, answers 409.',
  access: 'admin',
  body: ZCreateStaffRequest,
  data: ZCreateStaffResponse,
  successStatus: 201,
  errors: ['LOGIN_ID_TAKEN', 'EMAIL_TAKEN'],
});

export const updateStaffAccount = staffAccountsOperation({
  method: 'patch',
  path: '/teachers/:id',
  summary: 'Change a staff account: name, email, phone number or role',
  notes:
    'Send only the fields that change (at least one). Admins change any account; a teacher ' +
    'changes only the name, email and phone number of their own (403 otherwise). A new ' +
    'email (not just another letter case) is not stored at once: a confirm link goes to it ' +
    'and a notice with an undo link to the current address, as PUT /users/email does, and the ' +
    'answer still shows the current address. Taking the role from the last admin, or an ' +
    'email used by another account, answers 409.',
  access: 'staff',
  params: ZIdParams,
  body: ZUpdateStaffRequest,
  data: ZStaffAccount,
  errors: [
    'NOT_OWN_RESOURCE',
    'ADMIN_ONLY',
    'NOT_FOUND',
    'EMAIL_TAKEN',
    'LAST_ADMIN',
    'TOO_MANY_REQUESTS',
  ],
});

export const deleteStaffAccount = staffAccountsOperation({
  method: 'delete',
  path: '/teachers/:id',
  summary: 'Delete a staff account',
  notes:
    'Refused with 409 for the caller’s own account, the last admin, the academy’s default ' +
    'teacher and a teacher with members’ weekly lesson slots. Their sessions, personal ' +
    'schedules and notifications go with the account; the audit log keeps its entries.',
  access: 'admin',
  params: ZIdParams,
  data: null,
  errors: ['NOT_FOUND', 'STAFF_NOT_DELETABLE', 'LAST_ADMIN'],
});

export const getStaffRequestAlerts = staffAccountsOperation({
  method: 'get',
  path: '/teachers/:id/request-alerts',
  summary: 'Whether the signed-in staff member gets new requests by 알림톡',
  notes:
    'Only for the caller’s own account (403 for another, admins included): the choice, when ' +
    'it was last set (null: never, off), whether the account has a phone and whether the ' +
    'academy sends text messages at all (`textChannelOn`).',
  access: 'staff',
  params: ZIdParams,
  data: ZStaffRequestAlerts,
  errors: ['NOT_OWN_RESOURCE'],
});

export const updateStaffRequestAlerts = staffAccountsOperation({
  method: 'put',
  path: '/teachers/:id/request-alerts',
  summary: 'Turn new-request alerts by 알림톡 on or off for one’s own account',
  notes:
    'The person’s own consent: only for the caller’s own account, never set by an admin for ' +
    'another (403). Records the choice and its time, also when it stays the same. Turning it ' +
    'on needs a phone on the account (409 NO_PHONE_NUMBER) and the text channel (409 ' +
    'TEXT_CHANNEL_OFF); turning it off is always accepted.',
  access: 'staff',
  params: ZIdParams,
  body: ZStaffRequestAlertsChoice,
  data: ZStaffRequestAlerts,
  errors: ['NOT_OWN_RESOURCE', 'NO_PHONE_NUMBER', 'TEXT_CHANNEL_OFF'],
});
