import { attendanceOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZAttendanceChange,
  ZAttendanceList,
  ZAttendanceMark,
  ZAttendanceNotice,
  ZAttendanceQuery,
  ZNoticeDateParams,
  ZNoticeWithdrawal,
} from './attendance.schemas';

export const listAttendance = attendanceOperation({
  method: 'get',
  path: '/attendance',
  summary: 'Lesson occurrences between two days with their attendance state',
  notes:
    'Staff get every active member; a member gets their own. Weekly slots after moves, and booked ' +
    'make-ups; an occurrence nobody marked reads as `unmarked`, one on a closed day as ' +
    '`cancelled_by_academy`.',
  access: 'signedIn',
  actsForChild: true,
  query: ZAttendanceQuery,
  data: ZAttendanceList,
});

export const markAttendance = attendanceOperation({
  method: 'put',
  path: '/attendance',
  summary: 'Set the attendance state of one lesson occurrence',
  notes:
    "Idempotent and audited. Attended and absent take only past or today's occurrences; a date " +
    'that is not a lesson of the member, or a closed day, is a 400. Cancelled by the academy and ' +
    "absent with notice earn a make-up credit; leaving them voids that day's credit if still open. " +
    'Restoring a lesson of today or later whose hour the member has since booked for practice or ' +
    'a make-up answers 409 (OWN_HOUR_TAKEN, naming the booking).',
  access: 'staff',
  body: ZAttendanceMark,
  data: ZAttendanceChange,
  errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'OWN_HOUR_TAKEN'],
});

export const giveAbsenceNotice = attendanceOperation({
  method: 'post',
  path: '/attendance/notice',
  summary: '"I cannot come": absent with notice, which earns a make-up credit',
  notes:
    "For one of the caller's own lessons starting at least 24 hours later and at most four " +
    'weeks ahead (today and the next 27 days; a later date is 400), with a reason. The answer ' +
    'says whether a credit was earned and its last day, or why not (the cap). At most 10 ' +
    'notices given per member per hour (429); refused ones do not count.',
  access: 'member',
  actsForChild: true,
  body: ZAttendanceNotice,
  data: ZAttendanceChange,
  successStatus: 201,
  rateLimited: true,
  errors: ['VALIDATION_FAILED', 'NOTICE_TOO_LATE', 'NOTICE_ALREADY_GIVEN'],
});

/**
 * Staff give notice for a member who phoned in (docs/product/back-office.md#the-member-page): the
 * member's own call run with the member as subject.
 */
export const giveAbsenceNoticeForMember = attendanceOperation({
  method: 'post',
  path: '/users/:id/absence-notices',
  summary: 'Give notice of absence for a member',
  notes:
    'The rules of the member’s own notice apply (see “I cannot come”): at least 24 hours ahead, ' +
    'at most four weeks, one per lesson, and the credit it earns. The member is told; the audit ' +
    'log names the staff member. An unknown member answers 404. At most 10 notices given for ' +
    'one member per hour (429), counted apart from the member’s own.',
  access: 'staff',
  params: ZIdParams,
  body: ZAttendanceNotice,
  data: ZAttendanceChange,
  successStatus: 201,
  rateLimited: true,
  errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'NOTICE_TOO_LATE', 'NOTICE_ALREADY_GIVEN'],
});

export const withdrawAbsenceNotice = attendanceOperation({
  method: 'delete',
  path: '/attendance/notice/:date',
  summary: 'Withdraw a notice of absence: the lesson is the member’s again',
  notes:
    'Until 24 hours before the lesson (409 after). The credit the notice earned is voided while ' +
    'unspent; one already spent on a make-up refuses (409: cancel that make-up first). No notice ' +
    'of the caller for that day: 404. A practice booking of the member in that hour since: 409 ' +
    '(OWN_HOUR_TAKEN). Staff are told.',
  access: 'member',
  actsForChild: true,
  params: ZNoticeDateParams,
  data: ZNoticeWithdrawal,
  errors: ['NOT_FOUND', 'NOTICE_TOO_LATE', 'NOTICE_CREDIT_SPENT', 'OWN_HOUR_TAKEN'],
});
