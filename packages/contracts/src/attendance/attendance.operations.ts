import { defineOperation } from '../common/operation';
import {
  ZAttendanceList,
  ZAttendanceMark,
  ZAttendanceNotice,
  ZAttendanceOccurrence,
  ZAttendanceQuery,
} from './attendance.schemas';

export const listAttendance = defineOperation({
  method: 'get',
  path: '/attendance',
  tag: 'Attendance',
  summary: 'Lesson occurrences between two days with their attendance state',
  notes:
    'Staff get every member; a member gets their own. Weekly slots after moves and closed days; ' +
    'an occurrence nobody marked reads as `unmarked`.',
  access: 'signedIn',
  query: ZAttendanceQuery,
  data: ZAttendanceList,
});

export const markAttendance = defineOperation({
  method: 'put',
  path: '/attendance',
  tag: 'Attendance',
  summary: 'Set the attendance state of one lesson occurrence',
  notes:
    "Idempotent and audited. Attended and absent take only past or today's occurrences; a date " +
    'that is not a lesson of the member is a 400.',
  access: 'staff',
  body: ZAttendanceMark,
  data: ZAttendanceOccurrence,
  errors: ['NOT_FOUND'],
});

export const giveAbsenceNotice = defineOperation({
  method: 'post',
  path: '/attendance/notice',
  tag: 'Attendance',
  summary: '"I cannot come": absent with notice, which earns a make-up credit',
  notes: 'At least 24 hours before the lesson starts, with a reason.',
  access: 'member',
  body: ZAttendanceNotice,
  data: ZAttendanceOccurrence,
  successStatus: 201,
});
