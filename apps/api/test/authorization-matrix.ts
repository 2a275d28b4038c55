/**
 * Who may call each /api route. authorization-matrix.test.ts lists the routes from the app
 * itself and fails on any route without a rule here, and on any rule whose route is gone, so
 * a new route cannot ship without someone deciding who may call it.
 */

/**
 * The callers every route is tried with. `anotherMember` comes before `member` so that a
 * refused call on member A's booking or notification meets it before member A changes it.
 */
export const ROLES = ['guest', 'anotherMember', 'member', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The guard in front of a route: the guards of auth-middleware.ts, or none. */
export type Access = 'public' | 'signedIn' | 'member' | 'staff' | 'admin';

/** The roles each guard lets through; the others get 401 (guest) or 403. */
export const ADMITTED: Record<Access, readonly Role[]> = {
  public: ROLES,
  signedIn: ['anotherMember', 'member', 'teacher', 'admin'],
  member: ['anotherMember', 'member'],
  staff: ['teacher', 'admin'],
  admin: ['admin'],
};

/**
 * Ids of the rows the requests point at, created by the test's set-up. The member-owned ones
 * belong to member A (`member`); the staff-owned ones to the admin.
 */
export interface MatrixFixtures {
  memberId: number;
  memberBookingId: number;
  memberNotificationId: number;
  adminId: number;
  adminScheduleId: number;
  adminNotificationId: number;
  /** A member with no sessions, for the staff's PATCH and DELETE /users/:id. */
  disposableMemberId: number;
  /** A teacher with no sessions or lessons, for PATCH and DELETE /teachers/:id. */
  disposableTeacherId: number;
  lessonRequestId: number;
  onedayRequestId: number;
  scheduleChangeId: number;
  inquiryId: number;
}

type FromFixtures = (fixtures: MatrixFixtures) => Record<string, string | number>;

export interface RouteRule {
  access: Access;
  /** Values of the route's `:name` segments. */
  params?: FromFixtures;
  query?: FromFixtures;
  /**
   * Roles the guard admits that must still be refused (403 or 404) because the resource is
   * not theirs.
   */
  notOwner?: readonly Role[];
  /** The call ends the caller's session: make it on a session of its own. */
  endsSession?: true;
}

/** `:id` is the id of the named fixture. */
const idOf =
  (fixture: keyof MatrixFixtures): FromFixtures =>
  (fixtures) => ({ id: fixtures[fixture] });

export const AUTHORIZATION_MATRIX: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },

  'POST /api/auth/login': { access: 'public' },
  // The refresh cookie is this route's credential: a guest has none.
  'POST /api/auth/refresh': { access: 'signedIn' },
  'POST /api/auth/logout': { access: 'public', endsSession: true },
  'GET /api/auth/verify': { access: 'signedIn' },
  'POST /api/auth/send-verification-code': { access: 'public' },
  'POST /api/auth/verify-email-code': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },

  'PUT /api/users/change-password': { access: 'signedIn' },
  'POST /api/users/request-email-change': { access: 'member' },
  'PUT /api/users/email': { access: 'member' },
  'GET /api/users/me': { access: 'member' },
  // Members read only their own profile, staff any member.
  'GET /api/users/:id': {
    access: 'signedIn',
    params: idOf('memberId'),
    notOwner: ['anotherMember'],
  },
  'GET /api/users': { access: 'staff' },
  // Before the deletion of the same member; the empty body is refused (400) after the guard.
  'PATCH /api/users/:id': { access: 'staff', params: idOf('disposableMemberId') },
  'DELETE /api/users/:id': { access: 'staff', params: idOf('disposableMemberId') },

  'POST /api/lessons/apply': { access: 'public' },
  'GET /api/lessons/requests': { access: 'staff' },
  'GET /api/lessons/requests/:id': { access: 'staff', params: idOf('lessonRequestId') },
  'PATCH /api/lessons/requests/:id/approve': {
    access: 'staff',
    params: idOf('lessonRequestId'),
  },
  'PATCH /api/lessons/requests/:id/reject': {
    access: 'staff',
    params: idOf('lessonRequestId'),
  },

  'POST /api/oneday/apply': { access: 'public' },
  'GET /api/oneday/requests': { access: 'staff' },
  'PATCH /api/oneday/requests/:id': { access: 'staff', params: idOf('onedayRequestId') },

  'POST /api/contact/submit': { access: 'public' },
  'GET /api/contact/public': { access: 'public' },
  'POST /api/contact/check': { access: 'public' },
  'GET /api/contact': { access: 'staff' },
  'GET /api/contact/:id': { access: 'staff', params: idOf('inquiryId') },
  'POST /api/contact/:id/reply': { access: 'staff', params: idOf('inquiryId') },
  'PATCH /api/contact/:id/status': { access: 'staff', params: idOf('inquiryId') },

  'GET /api/schedule/all-teacher-busy-times': { access: 'public' },
  'GET /api/schedule/my-overrides': { access: 'member' },

  'GET /api/teachers/pending-counts': { access: 'staff' },
  'GET /api/teachers': { access: 'staff' },
  'GET /api/teachers/:id': { access: 'staff', params: idOf('adminId') },
  'POST /api/teachers': { access: 'admin' },
  // A teacher edits only their own account; before the deletion of the same teacher.
  'PATCH /api/teachers/:id': {
    access: 'staff',
    params: idOf('disposableTeacherId'),
    notOwner: ['teacher'],
  },
  'DELETE /api/teachers/:id': { access: 'admin', params: idOf('disposableTeacherId') },

  'POST /api/modification': { access: 'member' },
  'GET /api/modification/check-pending': { access: 'member' },
  // Members get their own requests, staff everyone's.
  'GET /api/modification': { access: 'signedIn' },
  'PUT /api/modification/:id/approve': { access: 'staff', params: idOf('scheduleChangeId') },
  'PUT /api/modification/:id/reject': { access: 'staff', params: idOf('scheduleChangeId') },

  'GET /api/notifications/me': { access: 'member' },
  'PUT /api/notifications/:id/read': {
    access: 'member',
    params: idOf('memberNotificationId'),
    notOwner: ['anotherMember'],
  },
  'GET /api/notifications/me-teacher': { access: 'staff' },
  'PUT /api/notifications/:id/read-teacher': {
    access: 'staff',
    params: idOf('adminNotificationId'),
    notOwner: ['teacher'],
  },
  'POST /api/notifications/send-to-all': { access: 'staff' },

  'POST /api/practice/bookings': { access: 'member' },
  'GET /api/practice/bookings': { access: 'member' },
  'PATCH /api/practice/bookings/:id/cancel': {
    access: 'member',
    params: idOf('memberBookingId'),
    notOwner: ['anotherMember'],
  },
  // The calendar: members see their own bookings marked, staff see names.
  'GET /api/practice': { access: 'signedIn' },

  // Teachers read and change their own schedules; the admin also reads other teachers'.
  'GET /api/teacher-schedule/busy-times': { access: 'staff' },
  'GET /api/teacher-schedule': {
    access: 'staff',
    query: (fixtures) => ({ teacherId: fixtures.adminId }),
    notOwner: ['teacher'],
  },
  'POST /api/teacher-schedule': { access: 'staff' },
  'GET /api/teacher-schedule/:id': {
    access: 'staff',
    params: idOf('adminScheduleId'),
    notOwner: ['teacher'],
  },
  'PATCH /api/teacher-schedule/:id': {
    access: 'staff',
    params: idOf('adminScheduleId'),
    notOwner: ['teacher'],
  },
  'DELETE /api/teacher-schedule/:id': {
    access: 'staff',
    params: idOf('adminScheduleId'),
    notOwner: ['teacher'],
  },

  // The API's documentation (OpenAPI document and Swagger UI) describes public contracts only.
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/:asset': { access: 'public', params: () => ({ asset: 'docs-init.js' }) },
};

/** What a role must get from a route: refused by the guard, refused as not the owner, or let through. */
export type Outcome = 'unauthenticated' | 'forbidden' | 'notOwner' | 'allowed';

export function expectedOutcome(rule: RouteRule, role: Role): Outcome {
  if (!ADMITTED[rule.access].includes(role)) {
    return role === 'guest' ? 'unauthenticated' : 'forbidden';
  }
  return rule.notOwner?.includes(role) ? 'notOwner' : 'allowed';
}
