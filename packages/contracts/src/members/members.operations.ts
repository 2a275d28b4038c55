import { backOfficeOperation, membersOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { EMAIL_CHANGE } from './email-change.limits';
import {
  ZEmailChangeConfirmed,
  ZEmailChangeLinkRequest,
  ZEmailChangeRequest,
  ZEmailChangeResult,
  ZEmailChangeUndone,
  ZRequestEmailChangeRequest,
} from './email-change.schemas';
import { ZMessageChannelChoice, ZMessageChannelSetting } from './message-channel.schemas';
import { ZUpdateMemberRequest } from './update-member.schemas';
import { ZMemberOverview, ZMemberOverviewQuery } from './member-overview.schemas';
import { MEMBER_OVERVIEW_LIMITS } from './members.limits';
import {
  ZMemberListItem,
  ZStudentProfile,
  ZMemberByIdResponse,
  ZMembersListQuery,
  ZMembersListResponse,
} from './members.schemas';

export const getOwnProfile = membersOperation({
  method: 'get',
  path: '/users/me',
  summary: 'The member’s profile and weekly lesson slot',
  access: 'member',
  actsForChild: true,
  data: ZStudentProfile,
  errors: ['NOT_FOUND'],
});

export const getMemberById = membersOperation({
  method: 'get',
  path: '/users/:id',
  summary: 'One member by id',
  notes:
    'A member reads only their own profile (the member profile shape); another member’s id answers 404 like a missing one. Staff read any member in the shape of the staff member list. An unknown id answers 404.',
  access: 'signedIn',
  params: ZIdParams,
  data: ZMemberByIdResponse,
  errors: ['NOT_FOUND'],
});

export const getMessageChannel = membersOperation({
  method: 'get',
  path: '/users/me/message-channel',
  summary: 'How the signed-in account wants the academy’s messages: 알림톡 or e-mail',
  notes:
    'The account’s own choice, also for a guardian looking after a child (the acting-for header ' +
    'does not apply): when it was last made (null: never, 알림톡 applies) and whether the ' +
    'academy sends text messages at all (`textChannelOn`).',
  access: 'member',
  data: ZMessageChannelSetting,
  errors: ['NOT_FOUND'],
});

export const updateMessageChannel = membersOperation({
  method: 'put',
  path: '/users/me/message-channel',
  summary: 'Choose 알림톡 or e-mail for the academy’s messages',
  notes:
    'Records the choice and its time (the consent shown to the member), also when it stays the ' +
    'same. Someone who chose e-mail but has no address still gets the 알림톡. Answers the ' +
    'setting as stored.',
  access: 'member',
  body: ZMessageChannelChoice,
  data: ZMessageChannelSetting,
  errors: ['NOT_FOUND'],
});

export const requestEmailChange = membersOperation({
  method: 'post',
  path: '/users/request-email-change',
  summary: 'E-mail a code to the new address before changing it',
  notes:
    'The address must differ from the current one and belong to no other member or staff account (409). The code is valid for 10 minutes.',
  access: 'member',
  body: ZRequestEmailChangeRequest,
  data: null,
  rateLimited: true,
  errors: ['NOT_FOUND', 'EMAIL_TAKEN'],
});

export const changeEmail = membersOperation({
  method: 'put',
  path: '/users/email',
  summary: 'Change the account’s e-mail address: start it by link, or complete it with a code',
  notes:
    'With `email` alone (members and staff): a confirm link goes to the new address and a ' +
    'notice with an undo link to the old one; the address changes only when the link is ' +
    'confirmed (POST /users/email/confirm), and `status` answers `linkSent`. A new request ' +
    `replaces a waiting one; ${EMAIL_CHANGE.MAX_STARTS} per account in ` +
    `${EMAIL_CHANGE.START_WINDOW_MINUTES} minutes. With \`email\` and \`code\` (members ` +
    'only): the code from request-email-change for the same address, five tries per code; ' +
    'the address changes at once, `status` answers `changed`, and the old address is told. ' +
    'The address must differ from the current one and belong to no other account (409).',
  access: 'signedIn',
  body: ZEmailChangeRequest,
  data: ZEmailChangeResult,
  rateLimited: true,
  errors: ['NOT_FOUND', 'EMAIL_TAKEN', 'VERIFICATION_CODE_INVALID', 'BAD_REQUEST'],
});

export const confirmEmailChange = membersOperation({
  method: 'post',
  path: '/users/email/confirm',
  summary: 'Confirm an e-mail change with the token of the link mailed to the new address',
  notes:
    'Sent by the page the link opens, when the person presses Confirm (opening the link ' +
    `changes nothing). The token works once, for ${EMAIL_CHANGE.LINK_TTL_HOURS} hours, and only while no newer change ` +
    'replaced it; a session is neither needed nor used. Answers 409 when another account took ' +
    'the address meanwhile.',
  access: 'public',
  body: ZEmailChangeLinkRequest,
  data: ZEmailChangeConfirmed,
  rateLimited: true,
  errors: ['EMAIL_CHANGE_LINK_INVALID', 'EMAIL_TAKEN'],
});

export const undoEmailChange = membersOperation({
  method: 'post',
  path: '/users/email/undo',
  summary: 'Undo an e-mail change with the token of the notice mailed to the old address',
  notes:
    `Works once, for ${EMAIL_CHANGE.UNDO_DAYS} days from the start of the change. Cancels every change of the account ` +
    'still waiting; when this change was already confirmed, puts the old address back and signs ' +
    'the account out everywhere (`restored`), unless the address changed again since or another ' +
    'account uses the old one (`notRestored`: contact the academy).',
  access: 'public',
  body: ZEmailChangeLinkRequest,
  data: ZEmailChangeUndone,
  rateLimited: true,
  errors: ['EMAIL_CHANGE_LINK_INVALID'],
});

export const listMembers = backOfficeOperation({
  method: 'get',
  path: '/users',
  summary: 'Members, sorted by lesson weekday, start time and name',
  access: 'staff',
  query: ZMembersListQuery,
  data: ZMembersListResponse,
});

export const getMemberOverview = backOfficeOperation({
  method: 'get',
  path: '/users/:id/overview',
  summary: "One member's attendance, dues, requests and calendar feed, for the member page",
  notes:
    `Attendance ${MEMBER_OVERVIEW_LIMITS.ATTENDANCE_PAGE_SIZE} marks a page, newest first; the latest ` +
    `${MEMBER_OVERVIEW_LIMITS.DUES} dues and ${MEMBER_OVERVIEW_LIMITS.REQUESTS} schedule changes, pauses and ` +
    'absence notices; whether a calendar feed is on and since when (never its address). An unknown member answers 404.',
  access: 'staff',
  params: ZIdParams,
  query: ZMemberOverviewQuery,
  data: ZMemberOverview,
  errors: ['NOT_FOUND'],
});

export const updateMember = backOfficeOperation({
  method: 'patch',
  path: '/users/:id',
  summary: 'Change a member: details, lesson type, fee, status or weekly slot',
  notes:
    'Send only the fields that change (at least one); a new slot is sent whole and applies ' +
    'from today, the old one ending today. A slot overlapping another member’s lesson, or an ' +
    'email or phone number in use, answers 409; so does one whose lessons would fall on the ' +
    "member's own practice booking or make-up (OWN_HOUR_TAKEN, naming the first). Inactive or " +
    'suspended members are signed out.',
  access: 'staff',
  params: ZIdParams,
  body: ZUpdateMemberRequest,
  data: ZMemberListItem,
  errors: [
    'NOT_FOUND',
    'EMAIL_TAKEN',
    'PHONE_TAKEN',
    'SLOT_TAKEN',
    'OWN_HOUR_TAKEN',
    'STATUS_TRANSITION_REFUSED',
  ],
});

export const deleteMember = backOfficeOperation({
  method: 'delete',
  path: '/users/:id',
  summary: 'Delete a member and free their lesson slots',
  notes:
    'Refused (USER_NOT_DELETABLE) for a member who is not active, a guardian with a child linked, and a member with money records: a paid due or any online order on one of their dues (accounting records, kept five years). Set such a member inactive instead. Dues nobody paid or ordered are deleted with the member.',
  access: 'staff',
  params: ZIdParams,
  data: null,
  errors: ['NOT_FOUND', 'USER_NOT_DELETABLE'],
});
