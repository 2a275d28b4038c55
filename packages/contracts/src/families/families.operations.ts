import { familiesOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZChildLogin,
  ZChildLoginRequest,
  ZFamily,
  ZGuardianLink,
  ZLinkGuardianRequest,
  ZPersonalDataExport,
} from './family-view.schemas';
import {
  ZDeletionRequest,
  ZDeletionRequestCreate,
  ZDeletionRequestDecline,
  ZDeletionRequestList,
} from './deletion-request.schemas';

export const getFamily = familiesOperation({
  method: 'get',
  path: '/family',
  summary: 'The signed-in member’s children, as their guardian sees them',
  notes:
    'Only the caller’s own children (members whose guardian is the caller), at most 20, in the order they joined: name, age, the weekly lesson running today, the teacher, and the dues not yet paid. A member without children gets an empty list.',
  access: 'member',
  data: ZFamily,
  errors: [],
});

export const linkGuardian = familiesOperation({
  method: 'put',
  path: '/users/:id/guardian',
  summary: 'Link a child to a guardian',
  notes:
    'The guardian is the member registered with `guardianPhone` (404 when none), with a login of their own and nobody’s child; the child has no children of their own. Replaces the child’s guardian when there was one. Written to the audit log.',
  access: 'staff',
  params: ZIdParams,
  body: ZLinkGuardianRequest,
  data: ZGuardianLink,
  errors: ['NOT_FOUND', 'FAMILY_LINK_REFUSED'],
});

export const unlinkGuardian = familiesOperation({
  method: 'delete',
  path: '/users/:id/guardian',
  summary: 'Remove a child’s guardian',
  notes:
    'Refused for a child without a login, e-mail and phone of their own: nobody could reach them. Written to the audit log.',
  access: 'staff',
  params: ZIdParams,
  data: ZGuardianLink,
  errors: ['NOT_FOUND', 'FAMILY_LINK_REFUSED'],
});

export const giveChildLogin = familiesOperation({
  method: 'post',
  path: '/users/:id/login',
  summary: 'Give a child a login of their own',
  notes:
    'For a child linked to a guardian who has no login yet (a teenager who wants to sign in themselves): the login id is `s` and the phone given, the password a temporary one the child must replace at first sign-in, answered once. The guardian keeps looking after the child. Refused when the member is nobody’s child or already has a login (FAMILY_LINK_REFUSED), or another member has the phone (PHONE_TAKEN) or another account the e-mail (EMAIL_TAKEN). Written to the audit log.',
  access: 'staff',
  params: ZIdParams,
  body: ZChildLoginRequest,
  data: ZChildLogin,
  successStatus: 201,
  errors: ['NOT_FOUND', 'FAMILY_LINK_REFUSED', 'PHONE_TAKEN', 'EMAIL_TAKEN'],
});

export const exportOwnData = familiesOperation({
  method: 'get',
  path: '/users/me/export',
  summary: 'Download one’s own personal data and one’s children’s',
  notes:
    'Everything the academy keeps about the caller and each of their children: the account (never the password or any token), weekly lessons, attendance, make-ups, practice bookings, schedule changes, dues, notifications and consents; at most 1,000 of each kind, newest first.',
  access: 'member',
  data: ZPersonalDataExport,
  errors: ['NOT_FOUND'],
});

export const requestDeletion = familiesOperation({
  method: 'post',
  path: '/users/me/deletion-requests',
  summary: 'Ask for one’s own or a child’s personal data to be deleted',
  notes:
    '`userId` is the caller or one of their children (another member answers 404). One open request per member: a second answers 409 `DELETION_REQUEST_OPEN`; a member who has already left answers 409 `STATUS_TRANSITION_REFUSED`. Staff are notified; written to the audit log.',
  access: 'member',
  body: ZDeletionRequestCreate,
  data: ZDeletionRequest,
  errors: ['NOT_FOUND', 'DELETION_REQUEST_OPEN', 'STATUS_TRANSITION_REFUSED'],
});

export const listOwnDeletionRequests = familiesOperation({
  method: 'get',
  path: '/users/me/deletion-requests',
  summary: 'The deletion requests about the caller and their children',
  notes: 'Newest first, at most 20.',
  access: 'member',
  data: ZDeletionRequestList,
  errors: [],
});

export const listDeletionRequests = familiesOperation({
  method: 'get',
  path: '/deletion-requests',
  summary: 'Open deletion requests',
  notes: 'Oldest first, at most 100.',
  access: 'staff',
  data: ZDeletionRequestList,
  errors: [],
});

export const completeDeletionRequest = familiesOperation({
  method: 'patch',
  path: '/deletion-requests/:id/complete',
  summary: 'Complete a deletion request: the member leaves',
  notes:
    'The member becomes inactive and leaves today (Seoul): their weekly lessons end from today and their sessions are signed out. Their personal data is anonymized a year later, payment records five years later (docs/product/privacy.md). Refused for a guardian whose children have not left (409 `STATUS_TRANSITION_REFUSED`). The requester is notified; audited.',
  access: 'staff',
  params: ZIdParams,
  data: ZDeletionRequest,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED', 'STATUS_TRANSITION_REFUSED'],
});

export const declineDeletionRequest = familiesOperation({
  method: 'patch',
  path: '/deletion-requests/:id/decline',
  summary: 'Decline a deletion request with a reason',
  notes: 'The requester is notified with the reason; audited.',
  access: 'staff',
  params: ZIdParams,
  body: ZDeletionRequestDecline,
  data: ZDeletionRequest,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});
