import { API_OPERATIONS, refusesTemporaryPassword, type TApiAccess } from '@academy/contracts';

/**
 * Who may call each /api route. authorization-matrix.test.ts lists the routes from the app
 * itself and fails on any route without a rule here, and on any rule whose route is gone, so
 * a new route cannot ship without someone deciding who may call it.
 */

/**
 * The callers every route is tried with. `anotherMember` comes before `member` so that a
 * refused call on member A's booking or notification meets it before member A changes it.
 * `newMember` and `newAdmin` signed in with the password they were issued and have not set
 * their own yet (docs/product/roles.md). `guardian` is member A's guardian and
 * `otherGuardian` another family's; both send `X-Acting-For` with member A's id on every call.
 */
export const ROLES = [
  'guest',
  'newMember',
  'newAdmin',
  'otherGuardian',
  'anotherMember',
  'member',
  'guardian',
  'teacher',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];

/** The roles whose password is still the one they were issued. */
const ISSUED_PASSWORD: readonly Role[] = ['newMember', 'newAdmin'];

/** The guard in front of a route: the guards of auth-middleware.ts, or none. */
export type Access = 'public' | 'signedIn' | 'member' | 'staff' | 'admin';

/** The roles each guard lets through; the others get 401 (guest) or 403. */
export const ADMITTED: Record<Access, readonly Role[]> = {
  public: ROLES,
  signedIn: ROLES.filter((role) => role !== 'guest'),
  member: ['newMember', 'otherGuardian', 'anotherMember', 'member', 'guardian'],
  staff: ['newAdmin', 'teacher', 'admin'],
  admin: ['newAdmin', 'admin'],
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
  /** A member with no guardian and no sessions, for the staff's guardian link calls. */
  unlinkedMemberId: number;
  /** A teacher with no sessions or lessons, for PATCH and DELETE /teachers/:id. */
  disposableTeacherId: number;
  lessonRequestId: number;
  onedayRequestId: number;
  scheduleChangeId: number;
  inquiryId: number;
  closureId: number;
  /** Member A's tuition due of this month. */
  tuitionDueId: number;
  /** Member A's requested make-up. */
  makeupId: number;
}

type FromFixtures = (fixtures: MatrixFixtures) => Record<string, string | number>;

export interface RouteRule {
  access: Access;
  /** An account that must first change its password may call it (its session, the change). */
  openWithIssuedPassword: boolean;
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
  /** A guardian may make the call for a child (the operation's `actsForChild`). */
  actsForChild?: boolean;
}

/** `:id` is the id of the named fixture. */
const idOf =
  (fixture: keyof MatrixFixtures): FromFixtures =>
  (fixtures) => ({ id: fixtures[fixture] });

/** How each operation's access reads for a caller: the refresh cookie comes only with a session. */
const ACCESS_OF: Record<TApiAccess, Access> = {
  public: 'public',
  publicWithSession: 'public',
  refreshSession: 'signedIn',
  signedIn: 'signedIn',
  member: 'member',
  staff: 'staff',
  admin: 'admin',
};

/**
 * What a call needs beyond its access: the rows its path and query point at, the roles its
 * guard admits that must still be refused, and whether it ends the caller's session.
 */
const CALL_DETAILS: Record<string, Omit<RouteRule, 'access' | 'openWithIssuedPassword'>> = {
  'POST /api/auth/logout': { endsSession: true },
  // Members read only their own profile, staff any member.
  'GET /api/users/:id': { params: idOf('memberId'), notOwner: ['anotherMember'] },
  // Before the deletion of the same member; the empty body is refused (400) after the guard.
  'PATCH /api/users/:id': { params: idOf('disposableMemberId') },
  'DELETE /api/users/:id': { params: idOf('disposableMemberId') },
  // The empty body is refused after the guard; the member has no guardian to remove (member A
  // keeps theirs, whom the guardian roles need).
  'PUT /api/users/:id/guardian': { params: idOf('unlinkedMemberId') },
  'DELETE /api/users/:id/guardian': { params: idOf('unlinkedMemberId') },
  // Member A has a login of their own: past the guard, the empty body is refused (400).
  'POST /api/users/:id/login': { params: idOf('memberId') },
  // No such request: past the guard, the staff are answered 404; the empty body is refused (400).
  'PATCH /api/deletion-requests/:id/complete': { params: () => ({ id: 2_000_000_000 }) },
  'PATCH /api/deletion-requests/:id/decline': { params: () => ({ id: 2_000_000_000 }) },
  // Staff read and give member A a check-in code; the kiosk's empty body is refused after the guard.
  'GET /api/users/:id/checkin-code': { params: idOf('memberId') },
  // The member page: staff read and act for any member.
  'GET /api/users/:id/overview': { params: idOf('memberId') },
  'POST /api/users/:id/practice-bookings': { params: idOf('memberId') },
  'POST /api/users/:id/absence-notices': { params: idOf('memberId') },
  'GET /api/users/:id/consultation-notes': { params: idOf('memberId') },
  'POST /api/users/:id/consultation-notes': { params: idOf('memberId') },
  // No such note: past the guard, staff are answered 404 (or 400 for the empty body).
  'PATCH /api/consultation-notes/:id': { params: () => ({ id: 2_000_000_000 }) },
  'DELETE /api/consultation-notes/:id': { params: () => ({ id: 2_000_000_000 }) },
  'POST /api/users/:id/checkin-code': { params: idOf('memberId') },
  'GET /api/lessons/requests/:id': { params: idOf('lessonRequestId') },
  'GET /api/lessons/requests/:id/first-due': {
    params: idOf('lessonRequestId'),
    query: () => ({ lessonDayOfWeek: 'Monday', lessonStartTime: '15:00', monthlyFee: 170_000 }),
  },
  'PATCH /api/lessons/requests/:id/approve': { params: idOf('lessonRequestId') },
  'PATCH /api/lessons/requests/:id/reject': { params: idOf('lessonRequestId') },
  'PATCH /api/oneday/requests/:id': { params: idOf('onedayRequestId') },
  'GET /api/contact/:id': { params: idOf('inquiryId') },
  'POST /api/contact/:id/reply': { params: idOf('inquiryId') },
  'PATCH /api/contact/:id/status': { params: idOf('inquiryId') },
  'GET /api/teachers/:id': { params: idOf('adminId') },
  // A teacher edits only their own account; before the deletion of the same teacher.
  'PATCH /api/teachers/:id': { params: idOf('disposableTeacherId'), notOwner: ['teacher'] },
  'DELETE /api/teachers/:id': { params: idOf('disposableTeacherId') },
  // Request alerts are the person's own consent: the admin's own, refused to a teacher.
  'GET /api/teachers/:id/request-alerts': { params: idOf('adminId'), notOwner: ['teacher'] },
  'PUT /api/teachers/:id/request-alerts': { params: idOf('adminId'), notOwner: ['teacher'] },
  'PUT /api/modification/:id/approve': { params: idOf('scheduleChangeId') },
  'PUT /api/modification/:id/reject': { params: idOf('scheduleChangeId') },
  'PUT /api/notifications/:id/read': {
    params: idOf('memberNotificationId'),
    notOwner: ['anotherMember'],
  },
  'PUT /api/notifications/:id/read-teacher': {
    params: idOf('adminNotificationId'),
    notOwner: ['teacher'],
  },
  'PATCH /api/practice/bookings/:id/cancel': {
    params: idOf('memberBookingId'),
    notOwner: ['anotherMember'],
  },
  'GET /api/teacher-schedule': {
    query: (fixtures) => ({ teacherId: fixtures.adminId }),
    notOwner: ['teacher'],
  },
  'GET /api/teacher-schedule/:id': { params: idOf('adminScheduleId'), notOwner: ['teacher'] },
  'PATCH /api/teacher-schedule/:id': { params: idOf('adminScheduleId'), notOwner: ['teacher'] },
  'DELETE /api/teacher-schedule/:id': { params: idOf('adminScheduleId'), notOwner: ['teacher'] },
  // Queued only: the matrix's app runs no workers.
  'POST /api/jobs/:name/run': { params: () => ({ name: 'practice-completion' }) },
  'POST /api/text-message-templates/:code/test': { params: () => ({ code: 'LESSON_APPLIED_KO' }) },
  'DELETE /api/closures/:id': { params: idOf('closureId') },
  'PATCH /api/tuition/:id': { params: idOf('tuitionDueId') },
  // Online payment is off in the matrix's app (409 past the guard); whose due it is, is checked
  // with Toss's double in online-payments.test.ts.
  'POST /api/tuition/:id/payments': { params: idOf('tuitionDueId') },
  // The same for a virtual account, in virtual-accounts.test.ts.
  'POST /api/tuition/:id/virtual-account': { params: idOf('tuitionDueId') },
  // And for giving one up early, in virtual-account-give-up.test.ts.
  'DELETE /api/tuition/:id/virtual-account': { params: idOf('tuitionDueId') },
  // The admin only; refunds themselves are tested with Toss's double in refunds.test.ts.
  'POST /api/payments/:id/refunds': { params: () => ({ id: 2_000_000_000 }) },
  // Receipts: member A's due is another member's (404); a year the guard lets through.
  'GET /api/tuition/me/receipts/:id': { params: idOf('tuitionDueId'), notOwner: ['anotherMember'] },
  'GET /api/tuition/me/receipts/:id/pdf': {
    params: idOf('tuitionDueId'),
    notOwner: ['anotherMember'],
  },
  'GET /api/tuition/me/certificate': { query: () => ({ year: 2024 }) },
  'GET /api/tuition/:id/receipt': { params: idOf('tuitionDueId') },
  'GET /api/tuition/members/:id/certificate': {
    params: idOf('memberId'),
    query: () => ({ year: 2024 }),
  },
  // Admins only: a teacher is refused by the guard (403); an admin's empty body after it (400),
  // so the academy's setting is never changed by the matrix.
  'PUT /api/tuition/sibling-discount': {},
  'PATCH /api/makeups/:id': { params: idOf('makeupId') },
  'PATCH /api/makeups/:id/cancel': { params: idOf('makeupId'), notOwner: ['anotherMember'] },
  'PATCH /api/modification/:id/withdraw': {
    params: idOf('scheduleChangeId'),
    notOwner: ['anotherMember'],
  },
  // No such pause: past the guard, members are answered 404 and staff's empty body 400.
  'PATCH /api/pauses/:id/withdraw': { params: () => ({ id: 2_000_000_000 }) },
  'PUT /api/pauses/:id/approve': { params: () => ({ id: 2_000_000_000 }) },
  'PUT /api/pauses/:id/reject': { params: () => ({ id: 2_000_000_000 }) },
  // Nobody's entry: a member's own answers 404 as another's does (docs/product/lesson-notes.md).
  'DELETE /api/practice-log/:id': { params: () => ({ id: 2_000_000_000 }) },
  'GET /api/lesson-notes/day': { query: () => ({ date: '2026-11-30' }) },
  // Each member takes back only their own notice: another's day is simply not theirs (404).
  'DELETE /api/attendance/notice/:date': { params: () => ({ date: '2030-01-08' }) },
  'GET /api/makeups': { query: (fixtures) => ({ memberId: fixtures.memberId }) },
  // Well-formed but unknown: the feed answers 404 to anyone; the matrix checks no guard refuses.
  'GET /api/calendar/:token.ics': { params: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
};

const operationKeys = API_OPERATIONS.map(
  (operation) => `${operation.method.toUpperCase()} /api${operation.path}`,
);
for (const key of Object.keys(CALL_DETAILS)) {
  if (!operationKeys.includes(key)) throw new Error(`CALL_DETAILS names no operation: ${key}`);
}

/** The operations of the contracts, and the API's own documentation, which is public. */
export const AUTHORIZATION_MATRIX: Record<string, RouteRule> = {
  ...Object.fromEntries(
    API_OPERATIONS.map((operation) => {
      const key = `${operation.method.toUpperCase()} /api${operation.path}`;
      return [
        key,
        {
          access: ACCESS_OF[operation.access],
          openWithIssuedPassword: !refusesTemporaryPassword(operation),
          actsForChild: operation.actsForChild === true,
          ...CALL_DETAILS[key],
        },
      ];
    }),
  ),
  'GET /api/openapi.json': { access: 'public', openWithIssuedPassword: true },
  'GET /api/docs': { access: 'public', openWithIssuedPassword: true },
  'GET /api/docs/:asset': {
    access: 'public',
    openWithIssuedPassword: true,
    params: () => ({ asset: 'docs-init.js' }),
  },
};

/**
 * What a role must get from a route: refused by the guard, refused until it changes the password
 * it was issued, refused as not the owner, or let through.
 */
export type Outcome = 'unauthenticated' | 'forbidden' | 'passwordChange' | 'notOwner' | 'allowed';

export function expectedOutcome(rule: RouteRule, role: Role): Outcome {
  if (role === 'guardian' || role === 'otherGuardian') return guardianOutcome(rule, role);
  if (!ADMITTED[rule.access].includes(role)) {
    return role === 'guest' ? 'unauthenticated' : 'forbidden';
  }
  if (ISSUED_PASSWORD.includes(role) && !rule.openWithIssuedPassword) return 'passwordChange';
  return rule.notOwner?.includes(role) ? 'notOwner' : 'allowed';
}

/**
 * A guardian naming member A: on a call made for a child, member A's own guardian is member A,
 * another family's is refused outright; on any other call each is just another member.
 */
function guardianOutcome(rule: RouteRule, role: 'guardian' | 'otherGuardian'): Outcome {
  if (!ADMITTED[rule.access].includes(role)) return 'forbidden';
  if (!rule.actsForChild) return expectedOutcome(rule, 'anotherMember');
  return role === 'guardian' ? expectedOutcome(rule, 'member') : 'forbidden';
}
