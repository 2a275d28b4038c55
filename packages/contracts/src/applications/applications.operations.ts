import { lessonApplicationsOperation } from '../common/operation-tags';
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

export const applyForLesson = lessonApplicationsOperation({
  method: 'post',
  path: '/lessons/apply',
  summary: 'Apply for regular 1:1 lessons',
  access: 'public',
  body: ZLessonApplication,
  data: ZApplicationReceipt,
  successStatus: 201,
  rateLimited: true,
  honeypot: true,
});

export const listLessonApplications = lessonApplicationsOperation({
  method: 'get',
  path: '/lessons/requests',
  summary: 'Regular lesson applications',
  access: 'staff',
  query: ZLessonApplicationsQuery,
  data: ZLessonApplicationList,
});

export const getLessonApplication = lessonApplicationsOperation({
  method: 'get',
  path: '/lessons/requests/:id',
  summary: 'One lesson application',
  access: 'staff',
  params: ZIdParams,
  data: ZLessonApplicationItem,
  errors: ['NOT_FOUND'],
});

export const approveLessonApplication = lessonApplicationsOperation({
  method: 'patch',
  path: '/lessons/requests/:id/approve',
  summary: 'Approve an application: creates the member account and weekly lesson',
  notes:
    'The temporary password is in the answer only once. 409 when the application is not pending, the slot is taken, or the phone number or e-mail address (in any letter case) belongs to another account.',
  access: 'staff',
  params: ZIdParams,
  body: ZLessonApprovalRequest,
  data: ZLessonApprovalResponse,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED', 'SLOT_TAKEN', 'EMAIL_TAKEN', 'MEMBER_EXISTS'],
});

export const previewFirstDue = lessonApplicationsOperation({
  method: 'get',
  path: '/lessons/requests/:id/first-due',
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

export const rejectLessonApplication = lessonApplicationsOperation({
  method: 'patch',
  path: '/lessons/requests/:id/reject',
  summary: 'Reject an application with a reason',
  access: 'staff',
  params: ZIdParams,
  body: ZLessonRejectionRequest,
  data: null,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED'],
});
