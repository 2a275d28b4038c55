import type { TLessonApplicationItem } from '@academy/contracts';

/** 김하늘's own pending request for an entrance-exam course, as GET /lessons/requests lists one. */
export function lessonApplication(
  overrides: Partial<TLessonApplicationItem> = {},
): TLessonApplicationItem {
  return {
    requestId: 3,
    applicant: 'self',
    name: '김하늘',
    birthDate: '2001-04-05',
    age: 24,
    gender: 'female',
    phoneNumber: '01012345678',
    email: 'sky@example.com',
    guardian: null,
    consentedAt: null,
    preferredTime: '월요일: 18:00, 19:00 | 수요일: 17:00 | 아무때나',
    lessonType: '입시',
    message: '드럼을 처음 배워요.',
    isForeigner: true,
    status: 'pending',
    teacherResponse: null,
    handler: null,
    createdAt: '2025-11-20T16:30:00.000Z',
    ...overrides,
  };
}
