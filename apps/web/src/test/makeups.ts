import type { TMakeupLesson } from '@academy/contracts';

/** A make-up of 김하늘 with 정선생, waiting for staff, as GET /makeups lists one. */
export function makeupLesson(overrides: Partial<TMakeupLesson> = {}): TMakeupLesson {
  return {
    id: 9,
    creditId: 3,
    memberId: 7,
    memberName: '김하늘',
    teacherName: '정선생',
    date: '2031-03-05',
    startTime: '15:00',
    endTime: '16:00',
    status: 'requested',
    response: null,
    createdAt: '2031-03-01T00:00:00.000Z',
    ...overrides,
  };
}
