import { pausesOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZMyPauses,
  ZPause,
  ZPauseApproval,
  ZPauseList,
  ZPauseRefusal,
  ZPauseRequest,
  ZPausesQuery,
} from './pauses.schemas';

export const requestPause = pausesOperation({
  method: 'post',
  path: '/pauses',
  summary: 'Ask to pause lessons for whole months',
  notes:
    'Months in a row from `fromMonth` to `untilMonth`, at most 3, starting next month at the earliest and within 6 months (400). Only a member with a weekly slot (400). A month already in a pending or approved pause is 409 (PAUSE_OVERLAP); more than 3 paused months in a calendar year is 409 (PAUSE_LIMIT_REACHED). Staff are told.',
  access: 'member',
  actsForChild: true,
  body: ZPauseRequest,
  data: ZPause,
  successStatus: 201,
  errors: ['PAUSE_OVERLAP', 'PAUSE_LIMIT_REACHED'],
});

export const listMyPauses = pausesOperation({
  method: 'get',
  path: '/pauses/mine',
  summary: 'My pauses, newest first, and the months a pause may start in',
  access: 'member',
  actsForChild: true,
  data: ZMyPauses,
});

export const withdrawPause = pausesOperation({
  method: 'patch',
  path: '/pauses/:id/withdraw',
  summary: 'Withdraw my pending pause request',
  notes:
    'Only the caller’s own request (404 otherwise) while it is pending (409 once decided or withdrawn). Staff are told.',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZPause,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});

export const listPauses = pausesOperation({
  method: 'get',
  path: '/pauses',
  summary: 'Pause requests, newest first',
  access: 'staff',
  query: ZPausesQuery,
  data: ZPauseList,
});

export const approvePause = pausesOperation({
  method: 'put',
  path: '/pauses/:id/approve',
  summary: 'Approve a pause, keeping or releasing the weekly slot',
  notes:
    'keepSlot true keeps the slot reserved through the pause; false ends it on the first day of the first paused month (the member gets a new slot from staff on return). No due is issued and no lesson held in the paused months. 409 once the first month has begun (STATUS_TRANSITION_REFUSED).',
  access: 'staff',
  params: ZIdParams,
  body: ZPauseApproval,
  data: ZPause,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED', 'STATUS_TRANSITION_REFUSED'],
});

export const rejectPause = pausesOperation({
  method: 'put',
  path: '/pauses/:id/reject',
  summary: 'Refuse a pause with a reason',
  access: 'staff',
  params: ZIdParams,
  body: ZPauseRefusal,
  data: ZPause,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});
