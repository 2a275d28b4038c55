import type { TBusyTime, TTeacherBusyTimes } from '../schedule/busy-times.schemas';
import type { TPersonalSchedule } from '../schedule/personal-schedule.schemas';

/** Test helpers: schedule data with every field filled, overridable per test. */
export function busyTime(overrides: Partial<TBusyTime> = {}): TBusyTime {
  return {
    startTime: '15:00',
    endTime: '16:00',
    studentName: '김학생',
    type: 'regular',
    scheduleDate: null,
    createdAt: null,
    deletedAt: null,
    effectiveFrom: null,
    effectiveUntil: null,
    ...overrides,
  };
}

export function personalSchedule(overrides: Partial<TPersonalSchedule> = {}): TPersonalSchedule {
  return {
    scheduleId: 1,
    title: '합주',
    scheduleDate: '2025-07-01',
    startTime: '10:00',
    endTime: '11:00',
    description: null,
    notes: null,
    scheduleType: 'personal',
    isRecurring: false,
    recurringPattern: null,
    recurringUntil: null,
    relatedId: null,
    studentName: null,
    studentContact: null,
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
    user: null,
    excludedDates: [],
    ...overrides,
  };
}

export function teacherSchedule(overrides: Partial<TTeacherBusyTimes> = {}): TTeacherBusyTimes {
  return {
    regularSchedules: [],
    personalSchedules: [],
    approvedModifications: [],
    makeupLessons: [],
    closures: [],
    ...overrides,
  };
}
