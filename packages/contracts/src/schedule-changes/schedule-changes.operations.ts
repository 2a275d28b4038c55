import { scheduleChangesOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZLessonMoveRequest,
  ZScheduleChangeApproveRequest,
  ZScheduleChangeItem,
  ZScheduleChangeList,
  ZScheduleChangeRejectRequest,
  ZScheduleChangesQuery,
  ZPendingScheduleChangeCheck,
  ZScheduleChangeRequest,
} from './schedule-changes.schemas';

export const requestScheduleChange = scheduleChangesOperation({
  method: 'post',
  path: '/modification',
  summary: 'Ask to move a lesson',
  notes:
    'The lesson date is one of the member’s lesson dates within the next 4 weeks; the new date is a weekday (Monday to Friday) in the same 4 weeks. One pending request per lesson date (409). A date the member gave notice for is 400; an hour of the member’s own practice booking or make-up is 409 (OWN_HOUR_TAKEN), checked again at approval.',
  access: 'member',
  actsForChild: true,
  body: ZScheduleChangeRequest,
  data: ZScheduleChangeItem,
  successStatus: 201,
  errors: ['SCHEDULE_CHANGE_DUPLICATE', 'SCHEDULE_CHANGE_PENDING', 'DATE_CLOSED', 'OWN_HOUR_TAKEN'],
});

export const checkPendingScheduleChange = scheduleChangesOperation({
  method: 'get',
  path: '/modification/check-pending',
  summary: 'Whether one of the member’s change requests awaits staff',
  notes:
    'With several pending (one per lesson date), `request` is the one for the soonest lesson date and `pendingCount` counts them all; `request` is null when none is pending.',
  access: 'member',
  actsForChild: true,
  data: ZPendingScheduleChangeCheck,
});

export const listScheduleChanges = scheduleChangesOperation({
  method: 'get',
  path: '/modification',
  summary: 'Schedule change requests, newest first',
  notes: 'Members see their own requests, staff see everyone’s.',
  access: 'signedIn',
  actsForChild: true,
  query: ZScheduleChangesQuery,
  data: ZScheduleChangeList,
});

export const withdrawScheduleChange = scheduleChangesOperation({
  method: 'patch',
  path: '/modification/:id/withdraw',
  summary: 'Withdraw my pending schedule change request',
  notes:
    'Only the caller’s own request (404 otherwise) while it is pending (409 once decided or ' +
    'withdrawn); it reads as cancelled. Staff are told.',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZScheduleChangeItem,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});

export const approveScheduleChange = scheduleChangesOperation({
  method: 'put',
  path: '/modification/:id/approve',
  summary: 'Approve a schedule change: moves that one lesson',
  access: 'staff',
  params: ZIdParams,
  body: ZScheduleChangeApproveRequest,
  data: ZScheduleChangeItem,
  errors: [
    'NOT_FOUND',
    'REQUEST_ALREADY_DECIDED',
    'LESSON_GONE',
    'DATE_ALREADY_MOVED',
    'DATE_CLOSED',
    'SLOT_TAKEN',
    'NOTICE_CREDIT_SPENT',
    'OWN_HOUR_TAKEN',
  ],
});

export const rejectScheduleChange = scheduleChangesOperation({
  method: 'put',
  path: '/modification/:id/reject',
  summary: 'Reject a schedule change with a reason',
  access: 'staff',
  params: ZIdParams,
  body: ZScheduleChangeRejectRequest,
  data: ZScheduleChangeItem,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});

export const moveLesson = scheduleChangesOperation({
  method: 'post',
  path: '/modification/lesson-move',
  summary: 'Move one lesson of a member (staff): an approved schedule change',
  notes:
    'The original date must be one of the member’s weekly lessons, not moved yet and not in the past; ' +
    'the new day and hours are not past, not closed, not in a paused month and free for the teacher ' +
    'and the member (the same rules as approving a request). A teacher moves only their own ' +
    'students’ lessons (403), an admin anyone’s. Two moves of one lesson date: one lands, the ' +
    'other answers 409 DATE_ALREADY_MOVED. The member is told in the app and by mail.',
  access: 'staff',
  body: ZLessonMoveRequest,
  data: ZScheduleChangeItem,
  successStatus: 201,
  errors: [
    'NOT_OWN_RESOURCE',
    'DATE_ALREADY_MOVED',
    'DATE_CLOSED',
    'SLOT_TAKEN',
    'NOTICE_CREDIT_SPENT',
    'OWN_HOUR_TAKEN',
  ],
});
