import {
  busyTime,
  personalSchedule as scheduleFixture,
  teacherSchedule,
} from '@academy/contracts/testing';
import type { TBusyTime, TPersonalSchedule, TTeacherBusyTimes } from '@academy/contracts';

/** A weekly lesson slot as GET /schedule/all-teacher-busy-times lists it. */
export function weeklyLesson(startTime: string, endTime: string): TBusyTime {
  return busyTime({ startTime, endTime, studentName: '김하늘' });
}

/** A one-off personal schedule of the teacher on `date` (yyyy-MM-dd). */
export function personalSchedule(
  date: string,
  startTime: string,
  endTime: string,
): TPersonalSchedule {
  return scheduleFixture({
    title: '개인 일정',
    scheduleDate: date,
    startTime,
    endTime,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
}

export function teacherBusyTimes(data: Partial<TTeacherBusyTimes> = {}): TTeacherBusyTimes {
  return teacherSchedule(data);
}
