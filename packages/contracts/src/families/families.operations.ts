import { defineOperation } from '../common/operation';
import { ZIdParams } from '../common/text-fields';
import {
  ZFamily,
  ZGuardianLink,
  ZLinkGuardianRequest,
  ZPersonalDataExport,
} from './family-view.schemas';

export const getFamily = defineOperation({
  method: 'get',
  path: '/family',
  tag: 'Families',
  summary: 'The signed-in member’s children, as their guardian sees them',
  notes:
    'Only the caller’s own children (members whose guardian is the caller), at most 20, in the order they joined: name, age, the weekly lesson running today, the teacher, and the dues not yet paid. A member without children gets an empty list.',
  access: 'member',
  data: ZFamily,
  errors: [],
});

export const linkGuardian = defineOperation({
  method: 'put',
  path: '/users/:id/guardian',
  tag: 'Families',
  summary: 'Link a child to a guardian',
  notes:
    'The guardian is the member registered with `guardianPhone` (404 when none), with a login of their own and nobody’s child; the child has no children of their own. Replaces the child’s guardian when there was one. Written to the audit log.',
  access: 'staff',
  params: ZIdParams,
  body: ZLinkGuardianRequest,
  data: ZGuardianLink,
  errors: ['NOT_FOUND', 'FAMILY_LINK_REFUSED'],
});

export const unlinkGuardian = defineOperation({
  method: 'delete',
  path: '/users/:id/guardian',
  tag: 'Families',
  summary: 'Remove a child’s guardian',
  notes:
    'Refused for a child without a login, e-mail and phone of their own: nobody could reach them. Written to the audit log.',
  access: 'staff',
  params: ZIdParams,
  data: ZGuardianLink,
  errors: ['NOT_FOUND', 'FAMILY_LINK_REFUSED'],
});

export const exportOwnData = defineOperation({
  method: 'get',
  path: '/users/me/export',
  tag: 'Families',
  summary: 'Download one’s own personal data and one’s children’s',
  notes:
    'Everything the academy keeps about the caller and each of their children: the account (never the password or any token), weekly lessons, attendance, make-ups, practice bookings, schedule changes, dues, notifications and consents; at most 1,000 of each kind, newest first.',
  access: 'member',
  data: ZPersonalDataExport,
  errors: ['NOT_FOUND'],
});
