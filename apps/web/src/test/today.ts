import type { TToday, TTodayOccurrence } from '@academy/contracts';

/** A weekly 15:00–16:00 lesson of 김하늘 (member 4) on 13 January 2027, not marked yet. */
export function todayOccurrence(overrides: Partial<TTodayOccurrence> = {}): TTodayOccurrence {
  return {
    kind: 'weekly',
    date: '2027-01-13',
    startTime: '15:00',
    endTime: '16:00',
    name: '김하늘',
    memberId: 4,
    teacherId: 1,
    teacherName: '박선생',
    status: 'unmarked',
    noticeGiven: false,
    ...overrides,
  };
}

const NONE_WAITING = { count: 0, first: [] };

/** GET /today's answer: `overrides` on a day with one lesson today, nothing else. */
export function todayAnswer(overrides: Partial<TToday> = {}): TToday {
  return {
    today: { date: '2027-01-13', occurrences: [todayOccurrence()] },
    tomorrow: { date: '2027-01-14', occurrences: [] },
    pending: {
      lessonApplications: NONE_WAITING,
      onedayApplications: NONE_WAITING,
      scheduleChanges: NONE_WAITING,
      pauses: NONE_WAITING,
      makeupRequests: NONE_WAITING,
      inquiries: NONE_WAITING,
    },
    dues: { month: '2027-01', paidCount: 0, collected: 0, unpaidCount: 0, outstanding: 0 },
    nextClosure: null,
    ...overrides,
  };
}
