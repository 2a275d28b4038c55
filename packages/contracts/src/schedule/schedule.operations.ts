import { scheduleOperation, teacherScheduleOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZBusyTimesQuery,
  ZDayBusyTimes,
  ZDayBusyTimesQuery,
  ZScheduleOverrideList,
  ZTeacherBusyTimes,
} from './busy-times.schemas';
import {
  ZPersonalScheduleCreate,
  ZPersonalScheduleDeleteQuery,
  ZPersonalScheduleDetail,
  ZPersonalScheduleListRead,
  ZPersonalScheduleRead,
  ZPersonalSchedulePatch,
  ZPersonalScheduleQuery,
} from './personal-schedule.schemas';

export const listOwnOverrides = scheduleOperation({
  method: 'get',
  path: '/schedule/my-overrides',
  summary: 'Dates of the member’s lessons that were already moved',
  access: 'member',
  actsForChild: true,
  data: ZScheduleOverrideList,
});

export const listAllTeacherBusyTimes = scheduleOperation({
  method: 'get',
  path: '/schedule/all-teacher-busy-times',
  summary: 'The teacher’s busy times between two dates',
  notes:
    'Public so the application forms can block hours; a staff session gets the students’ names, ' +
    'and the text of personal schedules when it is that teacher’s or an admin’s (others see ' +
    'their hours and type only). Both dates lie within 6 years of today.',
  access: 'publicWithSession',
  query: ZBusyTimesQuery,
  data: ZTeacherBusyTimes,
  // Guests' reads the cache does not answer (docs/decisions/0020-public-read-cache.md).
  rateLimited: true,
});

export const getTeacherDayBusyTimes = teacherScheduleOperation({
  method: 'get',
  path: '/teacher-schedule/busy-times',
  summary: 'Every busy time of one teacher on one day, from every source',
  notes: 'The day lies within 6 years of today.',
  access: 'staff',
  query: ZDayBusyTimesQuery,
  data: ZDayBusyTimes,
});

export const listPersonalSchedules = teacherScheduleOperation({
  method: 'get',
  path: '/teacher-schedule',
  summary: 'A teacher’s personal schedules (default teacher 1)',
  notes: 'Staff read their own; admins also read other teachers’.',
  access: 'staff',
  query: ZPersonalScheduleQuery,
  data: ZPersonalScheduleListRead,
  errors: ['NOT_OWN_RESOURCE'],
});

export const createPersonalSchedule = teacherScheduleOperation({
  method: 'post',
  path: '/teacher-schedule',
  summary: 'Add a personal schedule (one day or a series)',
  notes:
    'The day and the series’ last day lie between today and 6 years ahead. A one-day class ' +
    '(scheduleType oneday_class) of an application that already has its class in the calendar ' +
    '(confirming the application adds it) is not added again: the answer is that entry.',
  access: 'staff',
  body: ZPersonalScheduleCreate,
  data: ZPersonalScheduleDetail,
  successStatus: 201,
});

export const getPersonalSchedule = teacherScheduleOperation({
  method: 'get',
  path: '/teacher-schedule/:id',
  summary: 'One personal schedule',
  access: 'staff',
  params: ZIdParams,
  data: ZPersonalScheduleRead,
  errors: ['NOT_OWN_RESOURCE', 'NOT_FOUND'],
});

export const updatePersonalSchedule = teacherScheduleOperation({
  method: 'patch',
  path: '/teacher-schedule/:id',
  summary: 'Change a personal schedule',
  access: 'staff',
  params: ZIdParams,
  body: ZPersonalSchedulePatch,
  data: ZPersonalScheduleDetail,
  errors: ['NOT_OWN_RESOURCE', 'NOT_FOUND', 'ONEDAY_CLASS_IN_CALENDAR'],
});

export const deletePersonalSchedule = teacherScheduleOperation({
  method: 'delete',
  path: '/teacher-schedule/:id',
  summary: 'Delete a personal schedule, or one day of a series',
  notes:
    'Without `occurrence` the whole schedule goes and `data` is null; with `occurrence=yyyy-MM-dd` (within 6 years of today) that day goes and `data` is the remaining series.',
  access: 'staff',
  params: ZIdParams,
  query: ZPersonalScheduleDeleteQuery,
  data: ZPersonalScheduleDetail.nullable(),
  errors: ['NOT_OWN_RESOURCE', 'NOT_FOUND'],
});
