import { defineOperation } from '../common/operation';
import { ZIdParams } from '../common/text-fields';
import { ZFirstDuePreview } from '../tuition/tuition.schemas';
import {
  ZFirstDuePreviewQuery,
  ZLessonApprovalRequest,
  ZLessonApprovalResponse,
  ZLessonRejectionRequest,
} from './lesson-approval.schemas';
import {
  ZApplicationReceipt,
  ZLessonApplication,
  ZLessonApplicationItem,
  ZLessonApplicationList,
  ZLessonApplicationsQuery,
} from './applications.schemas';

export const applyForLesson = defineOperation({
  method: 'post',
  path: '/lessons/apply',
  tag: 'Lesson applications',
  summary: 'Apply for regular 1:1 lessons',
  access: 'public',
  body: ZLessonApplication,
  data: ZApplicationReceipt,
  successStatus: 201,
  rateLimited: true,
  honeypot: true,
});

export const listLessonApplications = defineOperation({
  method: 'get',
  path: '/lessons/requests',
  tag: 'Lesson applications',
  summary: 'Regular lesson applications',
  access: 'staff',
  query: ZLessonApplicationsQuery,
  data: ZLessonApplicationList,
});

export const getLessonApplication = defineOperation({
  method: 'get',
  path: '/lessons/requests/:id',
  tag: 'Lesson applications',
  summary: 'One lesson application',
  access: 'staff',
  params: ZIdParams,
  data: ZLessonApplicationItem,
  errors: ['NOT_FOUND'],
});

export const approveLessonApplication = defineOperation({
  method: 'patch',
  path: '/lessons/requests/:id/approve',
  tag: 'Lesson applications',
  summary: 'Approve an application: creates the member account and weekly lesson',
  notes:
    'The temporary password is in the answer only once. 409 when the application is not pending, the slot is taken, or the phone number or e-mail address (in any letter case) belongs to another account.',
  access: 'staff',
  params: ZIdParams,
  body: ZLessonApprovalRequest,
  data: ZLessonApprovalResponse,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED', 'SLOT_TAKEN', 'EMAIL_TAKEN', 'MEMBER_EXISTS'],
});

export const previewFirstDue = defineOperation({
  method: 'get',
  path: '/lessons/requests/:id/first-due',
  tag: 'Lesson applications',
  summary: 'The first tuition due an approval with this slot and fee would issue now',
  notes:
    'Changes nothing. The due covers the weekly lessons left in the Seoul month (not a lesson already ' +
    'begun today, nor one on a closed day), pro-rated from the monthly fee and rounded to whole won ' +
    "(half up); when none are left, it is next month's whole fee. For a child whose guardian already has a " +
    'child taking lessons, `siblingDiscount` is taken off `price` and `amount` is what is paid. ' +
    '409 when the application is not pending.',
  access: 'staff',
  params: ZIdParams,
  query: ZFirstDuePreviewQuery,
  data: ZFirstDuePreview,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});

export const rejectLessonApplication = defineOperation({
  method: 'patch',
  path: '/lessons/requests/:id/reject',
  tag: 'Lesson applications',
  summary: 'Reject an application with a reason',
  access: 'staff',
  params: ZIdParams,
  body: ZLessonRejectionRequest,
  data: null,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});
