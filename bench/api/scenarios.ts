// The endpoints `pnpm bench` measures, sent as the web app sends them.
import { addDaysToIsoDate, DEFAULT_TEACHER_ID, PAGING } from '@academy/contracts';
import { bookAndCancelScenario, type BookingSlot } from './book-and-cancel.js';
import type { Scenario, Target } from './load.js';
import type { Credentials } from './sign-in.js';

export interface ScenarioContext {
  /** Cookie header of a signed-in staff member. */
  staffCookie: string;
  /** Free practice slots, each with the Cookie header of the member who books it. */
  bookingPool: BookingSlot[];
  /** The accounts that sign in, in turn, in the login benchmark. */
  loginAccounts: Credentials[];
  /** Today in Seoul (yyyy-MM-dd): the busy-times month is this one. */
  today: string;
  /** The scale data set is loaded (bench-data.ts): the read targets are lower on it. */
  scale: boolean;
}

// The product owner's targets (docs/performance.md "Targets"): ratios to the bare handler of the
// same run, and p99 at the run's connections.
const MAX_P99_MS = 25;
const HEALTH_TARGET: Target = { minRatio: 0.5, maxP99Ms: MAX_P99_MS };
const readTarget = (scale: boolean): Target => ({
  minRatio: scale ? 0.05 : 0.1,
  maxP99Ms: MAX_P99_MS,
});

/** First and last day of the month of `isoDate`. */
export function monthOf(isoDate: string): { startDate: string; endDate: string } {
  const startDate = `${isoDate.slice(0, 7)}-01`;
  const nextMonth = addDaysToIsoDate(startDate, 32).slice(0, 7);
  return { startDate, endDate: addDaysToIsoDate(`${nextMonth}-01`, -1) };
}

// docs/security.md "Rate limits": 5 failed logins per account. A login counts while it is in flight and
// only stops counting once it has succeeded, so more than 5 simultaneous logins of one account
// are refused, and each refusal then counts as a failure for 15 minutes. Two at a time per
// account keeps clear of that, as real users (one login at a time) are.
const LOGINS_IN_FLIGHT_PER_ACCOUNT = 2;
// The per-IP limit (30 failures in 15 minutes) counts in-flight logins the same way, and every
// connection of the bench comes from 127.0.0.1: at 50 connections some were refused with 429.
const LOGINS_IN_FLIGHT_PER_ADDRESS = 20;

/** Round-robin over the accounts: each call gives the next one's login body. */
function rotatingLogins(accounts: Credentials[]): () => string {
  const bodies = accounts.map((account) => JSON.stringify(account));
  let next = 0;
  return () => {
    const body = bodies[next % bodies.length] ?? '';
    next += 1;
    return body;
  };
}

export function apiScenarios(context: ScenarioContext): Scenario[] {
  const { startDate, endDate } = monthOf(context.today);
  const loginConnections = Math.min(
    context.loginAccounts.length * LOGINS_IN_FLIGHT_PER_ACCOUNT,
    LOGINS_IN_FLIGHT_PER_ADDRESS,
  );
  return [
    { name: 'GET /api/health', method: 'GET', path: '/api/health', target: HEALTH_TARGET },
    { name: 'GET /api/health/ready', method: 'GET', path: '/api/health/ready' },
    {
      name: 'GET /api/contact/public',
      method: 'GET',
      path: `/api/contact/public?category=all&page=1&limit=${PAGING.INQUIRIES}`,
      target: readTarget(context.scale),
    },
    {
      name: 'GET /api/schedule/all-teacher-busy-times (month)',
      method: 'GET',
      path: `/api/schedule/all-teacher-busy-times?teacherId=${DEFAULT_TEACHER_ID}&startDate=${startDate}&endDate=${endDate}`,
      target: readTarget(context.scale),
    },
    {
      // Correct passwords only: successful logins are not limited once answered. Each one is a
      // bcrypt comparison plus a new session row.
      name: 'POST /api/auth/login',
      method: 'POST',
      path: '/api/auth/login',
      body: rotatingLogins(context.loginAccounts),
      connections: loginConnections,
    },
    {
      // Each connection holds at most one slot at a time; half the pool stays free, so a slot is
      // always ready while others wait for their cancel.
      ...bookAndCancelScenario(
        'POST /api/practice/bookings + PATCH …/cancel (members)',
        context.bookingPool,
      ),
      connections: Math.floor(context.bookingPool.length / 2),
    },
    {
      name: 'GET /api/lessons/requests (staff)',
      method: 'GET',
      path: `/api/lessons/requests?page=1&limit=${PAGING.REQUESTS}`,
      headers: { cookie: context.staffCookie },
    },
  ];
}
