/**
 * The scale data set of `pnpm seed:scale` (docs/performance.md "Scale data"): how many rows of what, and the
 * accounts a benchmark signs in with. Everything else about the rows is derived from these.
 */
export interface ScaleShape {
  /** Members 1..activeMembers are active, the next 30% inactive, the rest suspended. */
  members: number;
  activeMembers: number;
  inactiveMembers: number;
  /** Weekly lesson cells per teacher: Monday to Friday, start hours 10..21. */
  teachers: number;
  practiceSessions: number;
  /** Cancelled bookings lie anywhere; the others never overlap in one room. */
  cancelledPracticeSessions: number;
  memberNotifications: number;
  /** Each announcement reaches every active scale member (part of memberNotifications). */
  announcements: number;
  lessonApplications: number;
  pendingLessonApplications: number;
  onedayApplications: number;
  inquiries: number;
}

export const SCALE_ACCOUNTS = {
  /** `scale-member-0001` … `scale-member-5000`; the first 60% are active and may sign in. */
  memberLoginPrefix: 'scale-member-',
  teacherLoginPrefix: 'scale-teacher-',
  /** One bcrypt hash for every scale account and inquiry: hashing 5,000 would take minutes. */
  password: 'scale1234',
  /** Scale members' phone numbers: 0105 and the member number in 7 digits. */
  phonePrefix: '0105',
  emailDomain: 'scale.example.com',
} as const;

export const LESSON_CELLS_PER_TEACHER = 5 * 12;

/** The full data set, or a proportionally smaller one (`factor` < 1) for tests. */
export function scaleShape(factor = 1): ScaleShape {
  const of = (count: number) => Math.max(1, Math.round(count * factor));
  const members = Math.min(of(5_000), 9_999);
  const activeMembers = Math.round(members * 0.6);
  const memberNotifications = of(100_000);
  const announcements = 10;
  if (memberNotifications < announcements * activeMembers) {
    throw new RangeError('Too few notifications for the announcements to every active member.');
  }
  return {
    members,
    activeMembers,
    inactiveMembers: Math.round(members * 0.3),
    teachers: Math.ceil(activeMembers / LESSON_CELLS_PER_TEACHER),
    practiceSessions: of(200_000),
    cancelledPracticeSessions: of(30_000),
    memberNotifications,
    announcements,
    lessonApplications: Math.max(of(20_000), members + of(400)),
    pendingLessonApplications: of(400),
    onedayApplications: of(20_000),
    inquiries: of(20_000),
  };
}

/** The login id of scale member `n` (1-based), e.g. scale-member-0042. */
export function scaleMemberLoginId(n: number): string {
  return `${SCALE_ACCOUNTS.memberLoginPrefix}${String(n).padStart(4, '0')}`;
}
