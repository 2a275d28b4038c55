// What the benchmarked database holds: the scale data set of `pnpm seed:scale` (which builds on
// the demo academy), so the figures reflect a busy academy; BENCH_SCALE=false keeps the demo
// data alone (`pnpm db:seed`) for a quick run.
import { DEMO_ACCOUNTS, demoCredentials } from '../../apps/api/src/seed/demo-accounts.js';
import {
  SCALE_ACCOUNTS,
  scaleMemberLoginId,
  scaleShape,
} from '../../apps/api/src/seed/scale/scale-shape.js';
import { seedDatabase } from '../shared/app-server.js';
import type { BenchDatabase } from '../shared/databases.js';
import type { Credentials } from './sign-in.js';

export interface BenchData {
  /** One line for the report, e.g. "demo data". */
  description: string;
  /** Whether the scale data set is loaded: the read targets are lower on it. */
  scale: boolean;
  staff: Credentials;
  /** Book practice rooms in the write benchmark, a few slots each (booking-pool.ts). */
  bookingMembers: Credentials[];
  /** Sign in, in turn, in the login benchmark: the more, the more logins may run at once. */
  loginAccounts: Credentials[];
}

// The demo accounts of the README.
const DEMO_STAFF: Credentials = demoCredentials(DEMO_ACCOUNTS.admin);
const DEMO_MEMBER: Credentials = demoCredentials(DEMO_ACCOUNTS.student);
const DEMO_FOREIGN_MEMBER: Credentials = demoCredentials(DEMO_ACCOUNTS.foreign);

/** Scale members who sign in during the login benchmark (all active, see scale-shape.ts). */
const SCALE_LOGIN_ACCOUNTS = 50;
/** Scale members who book: 40 of them hold enough slots for 60 connections. */
const SCALE_BOOKING_MEMBERS = 40;

const scaleMember = (n: number): Credentials => ({
  loginId: scaleMemberLoginId(n),
  password: SCALE_ACCOUNTS.password,
});

function describeScale(): string {
  const shape = scaleShape();
  const count = (value: number) => value.toLocaleString('en');
  return (
    `demo data + scale seed (${count(shape.members)} members, ` +
    `${count(shape.practiceSessions)} practice sessions, ` +
    `${count(shape.memberNotifications)} member notifications, ` +
    `${count(shape.lessonApplications)} lesson and ${count(shape.onedayApplications)} one-day ` +
    `applications, ${count(shape.inquiries)} inquiries)`
  );
}

/**
 * The one place where the data set is decided. Runs before the app starts, on the database the
 * app will open, through the seed commands with the same DATABASE_URL / DATA_DIR.
 */
export async function seedBenchData(database: BenchDatabase, logFile: string): Promise<BenchData> {
  if (process.env.BENCH_SCALE === 'false') {
    await seedDatabase('db:seed', database.env, logFile);
    return {
      description: 'demo data only',
      scale: false,
      staff: DEMO_STAFF,
      bookingMembers: [DEMO_MEMBER, DEMO_FOREIGN_MEMBER],
      loginAccounts: [DEMO_STAFF, DEMO_MEMBER, DEMO_FOREIGN_MEMBER],
    };
  }
  await seedDatabase('seed:scale', database.env, logFile);
  return {
    description: describeScale(),
    scale: true,
    staff: DEMO_STAFF,
    bookingMembers: Array.from({ length: SCALE_BOOKING_MEMBERS }, (_, index) =>
      scaleMember(index + 1),
    ),
    loginAccounts: Array.from({ length: SCALE_LOGIN_ACCOUNTS }, (_, index) =>
      scaleMember(index + 1),
    ),
  };
}
