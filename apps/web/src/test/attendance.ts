import type { TAttendanceOccurrence } from '@academy/contracts';

/** A weekly 19:00–20:00 lesson of 김하늘 with 김선생, not marked yet, as GET /attendance lists one. */
export function attendanceOccurrence(
  overrides: Partial<TAttendanceOccurrence> = {},
): TAttendanceOccurrence {
  return {
    memberId: 7,
    memberName: '김하늘',
    teacherId: 2,
    teacherName: '김선생',
    date: '2025-12-09',
    startTime: '19:00',
    endTime: '20:00',
    kind: 'weekly',
    closedDay: false,
    status: 'unmarked',
    note: null,
    ...overrides,
  };
}
