import type { TBusyTime, TPersonalSchedule, TTeacherBusyTimes } from '@academy/contracts';

/** A weekly lesson slot as GET /schedule/all-teacher-busy-times lists it. */
export function weeklyLesson(startTime: string, endTime: string): TBusyTime {
  return {
    startTime,
    endTime,
    studentName: '김하늘',
    type: 'regular',
    scheduleDate: null,
    createdAt: null,
    deletedAt: null,
    effectiveFrom: null,
    effectiveUntil: null,
  };
}

/** A one-off personal schedule of the teacher on `date` (yyyy-MM-dd). */
export function personalSchedule(
  date: string,
  startTime: string,
  endTime: string,
): TPersonalSchedule {
  return {
    scheduleId: 1,
    title: '개인 일정',
    scheduleDate: date,
    startTime,
    endTime,
    description: null,
    notes: null,
    scheduleType: 'personal',
    isRecurring: false,
    recurringPattern: null,
    recurringUntil: null,
    relatedId: null,
    studentName: null,
    studentContact: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    user: null,
    excludedDates: [],
  };
}

export function teacherBusyTimes(data: Partial<TTeacherBusyTimes> = {}): TTeacherBusyTimes {
  return {
    regularSchedules: [],
    personalSchedules: [],
    approvedModifications: [],
    makeupLessons: [],
    closures: [],
    ...data,
  };
}
