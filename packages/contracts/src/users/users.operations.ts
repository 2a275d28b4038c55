import { defineOperation } from '../common/operation';
import { ZIdParams } from '../common/text-fields';
import {
  ZEmailChangeRequest,
  ZEmailChangeResult,
  ZRequestEmailChangeRequest,
} from './email-change.schemas';
import { ZUpdateUserRequest } from './update-user.schemas';
import {
  ZAdminUserListItem,
  ZStudentProfile,
  ZUserByIdResponse,
  ZUsersListQuery,
  ZUsersListResponse,
} from './users.schemas';

export const getOwnProfile = defineOperation({
  method: 'get',
  path: '/users/me',
  tag: 'Members',
  summary: 'The member’s profile and weekly lesson slot',
  access: 'member',
  data: ZStudentProfile,
  errors: ['NOT_FOUND'],
});

export const getUserById = defineOperation({
  method: 'get',
  path: '/users/:id',
  tag: 'Members',
  summary: 'One member by id',
  notes:
    'A member reads only their own profile (the member profile shape); another member’s id answers 404 like a missing one. Staff read any member in the shape of the staff member list. An unknown id answers 404.',
  access: 'signedIn',
  params: ZIdParams,
  data: ZUserByIdResponse,
  errors: ['NOT_FOUND'],
});

export const requestEmailChange = defineOperation({
  method: 'post',
  path: '/users/request-email-change',
  tag: 'Members',
  summary: 'E-mail a code to the new address before changing it',
  notes:
    'The address must differ from the current one and belong to no other member or staff account (409). The code is valid for 10 minutes.',
  access: 'member',
  body: ZRequestEmailChangeRequest,
  data: null,
  rateLimited: true,
  errors: ['NOT_FOUND', 'EMAIL_TAKEN'],
});

export const changeEmail = defineOperation({
  method: 'put',
  path: '/users/email',
  tag: 'Members',
  summary: 'Change the member’s e-mail address with the code sent to it',
  notes:
    'The code from request-email-change, for the same address; five tries per code. The old address is told of the change.',
  access: 'member',
  body: ZEmailChangeRequest,
  data: ZEmailChangeResult,
  rateLimited: true,
  errors: ['NOT_FOUND', 'VERIFICATION_CODE_INVALID', 'EMAIL_TAKEN'],
});

export const listUsers = defineOperation({
  method: 'get',
  path: '/users',
  tag: 'Back office',
  summary: 'Members, sorted by lesson weekday, start time and name',
  access: 'staff',
  query: ZUsersListQuery,
  data: ZUsersListResponse,
});

export const updateUser = defineOperation({
  method: 'patch',
  path: '/users/:id',
  tag: 'Back office',
  summary: 'Change a member: details, lesson type, fee, status or weekly slot',
  notes:
    'Send only the fields that change (at least one); a new slot is sent whole and applies ' +
    'from today, the old one ending today. A slot overlapping another member’s lesson, or an ' +
    'email or phone number in use, answers 409. Inactive or suspended members are signed out.',
  access: 'staff',
  params: ZIdParams,
  body: ZUpdateUserRequest,
  data: ZAdminUserListItem,
  errors: ['NOT_FOUND', 'EMAIL_TAKEN', 'PHONE_TAKEN', 'SLOT_TAKEN'],
});

export const deleteUser = defineOperation({
  method: 'delete',
  path: '/users/:id',
  tag: 'Back office',
  summary: 'Delete a member and free their lesson slots',
  access: 'staff',
  params: ZIdParams,
  data: null,
  errors: ['NOT_FOUND', 'USER_NOT_DELETABLE'],
});
