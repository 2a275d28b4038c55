// What the benchmarked database holds: the scale data set of `pnpm seed:scale` (which builds on
// the demo academy), so the figures reflect a busy academy; BENCH_SCALE=false keeps the demo
// data alone (the app seeds it on first start) for a quick run.
import {
  SCALE_ACCOUNTS,
  scaleMemberLoginId,
  scaleShape,
} from '../../apps/api/src/db/seed/scale/scale-shape.js';
import { logTail, REPO_ROOT } from '../shared/app-server.js';
import type { BenchDatabase } from '../shared/databases.js';
import { exited, spawnTracked } from '../shared/processes.js';
import type { Credentials } from './sign-in.js';

export interface BenchData {
  /** One line for the report, e.g. "demo data". */
  description: string;
  staff: Credentials;
  /** Book practice rooms in the write benchmark, a few slots each (booking-pool.ts). */
  bookingMembers: Credentials[];
  /** Sign in, in turn, in the login benchmark: the more, the more logins may run at once. */
  loginAccounts: Credentials[];
}

// The demo accounts of the README (apps/api/src/db/seed/demo-accounts.ts).
const DEMO_STAFF: Credentials = { loginId: 'admin', password: 'admin1234' };
const DEMO_MEMBER: Credentials = { loginId: 'student', password: 'student1234' };
const DEMO_FOREIGN_MEMBER: Credentials = { loginId: 'foreign', password: 'foreign1234' };

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
 * app will open (the embedded one allows a single process at a time): `pnpm seed:scale` through
 * its CLI, with the same DATABASE_URL / DATA_DIR.
 */
export async function seedBenchData(database: BenchDatabase, logFile: string): Promise<BenchData> {
  if (process.env.BENCH_SCALE === 'false') {
    return {
      description: 'demo data only',
      staff: DEMO_STAFF,
      bookingMembers: [DEMO_MEMBER, DEMO_FOREIGN_MEMBER],
      loginAccounts: [DEMO_STAFF, DEMO_MEMBER, DEMO_FOREIGN_MEMBER],
    };
  }
  // The seed refuses NODE_ENV=production on purpose; the app itself runs in production below.
  const seed = spawnTracked('pnpm', ['--silent', 'seed:scale'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...database.env },
    logFile,
    group: true,
  });
  const outcome = await exited(seed);
  if (outcome !== 0) {
    throw new Error(`pnpm seed:scale ended with ${outcome}\n--- ${logFile}\n${logTail(logFile)}`);
  }
  return {
    description: describeScale(),
    staff: DEMO_STAFF,
    bookingMembers: Array.from({ length: SCALE_BOOKING_MEMBERS }, (_, index) =>
      scaleMember(index + 1),
    ),
    loginAccounts: Array.from({ length: SCALE_LOGIN_ACCOUNTS }, (_, index) =>
      scaleMember(index + 1),
    ),
  };
}
