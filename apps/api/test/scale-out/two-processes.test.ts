// Two API processes on one PostgreSQL behind a round-robin proxy (docs/operations.md, "Scaling out"): what one
// process knows, the other must know too. Run with `pnpm test:scale-out` after `pnpm build`.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulInstant, toAcademyIsoDate } from '@academy/contracts';
import { DEMO_ACCOUNTS as DEMO } from '../../src/seed/demo-accounts.js';
import { testDatabaseServerUrl } from '../test-database.js';
import { SERVED_BY_HEADER } from './round-robin-proxy.js';
import { startTwoProcessAcademy, type TwoProcessAcademy } from './two-api-processes.js';

const DAY_MS = 86_400_000;
const WRONG_PASSWORD = 'wrong-pass';

/** A browser's cookies: what the API set, sent back on every later request. */
class CookieJar {
  private readonly values = new Map<string, string>();

  /** Another browser holding the same cookies (what a thief, or a second tab, would keep). */
  copy(): CookieJar {
    const copied = new CookieJar();
    for (const [name, value] of this.values) copied.values.set(name, value);
    return copied;
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split);
      const value = pair.slice(split + 1);
      if (value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
  }
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { jar?: CookieJar; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.jar) headers.cookie = options.jar.header();
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  options.jar?.keep(res);
  return res;
}

const login = (baseUrl: string, loginId: string, password: string, jar?: CookieJar) =>
  call(baseUrl, 'POST', '/auth/login', { jar, body: { loginId, password } });

async function signedIn(baseUrl: string, account: { loginId: string; password: string }) {
  const jar = new CookieJar();
  const res = await login(baseUrl, account.loginId, account.password, jar);
  expect(res.status).toBe(200);
  return jar;
}

/** An hour of a weekday a few days ahead, inside the booking horizon. */
function practiceHourAhead(): { startTime: string; endTime: string } {
  for (let days = 3; days < 10; days += 1) {
    const date = toAcademyIsoDate(new Date(Date.now() + days * DAY_MS));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 2 && weekday <= 4) {
      return {
        startTime: seoulInstant(date, 15).toISOString(),
        endTime: seoulInstant(date, 16).toISOString(),
      };
    }
  }
  throw new Error('no Tuesday to Thursday within a week');
}

async function jobRunsOf(databaseUrl: string, jobName: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ outcome: string }>(
      'SELECT "outcome" FROM "job_runs" WHERE "job_name" = $1',
      [jobName],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!testDatabaseServerUrl) {
  console.warn(
    'Skipping the two-process test: it needs a PostgreSQL server. Set TEST_DATABASE_URL=postgresql://user:pass@host:5432/postgres (and run `pnpm build` first).',
  );
}

describe.skipIf(!testDatabaseServerUrl)('two API processes on one PostgreSQL', () => {
  let academy: TwoProcessAcademy;

  beforeAll(async () => {
    academy = await startTwoProcessAcademy(testDatabaseServerUrl ?? '');
  }, 180_000);

  afterAll(async () => {
    await academy?.stop();
  }, 60_000);

  const direct = (index: 0 | 1) => academy.processes[index].baseUrl;

  it('when requests go through the proxy, then they alternate between the two processes', async () => {
    const servedBy = [];
    for (let request = 0; request < 4; request += 1) {
      const res = await call(academy.proxyUrl, 'GET', '/health');
      expect(res.status).toBe(200);
      servedBy.push(res.headers.get(SERVED_BY_HEADER));
    }
    expect(servedBy).toEqual(['0', '1', '0', '1']);
  });

  it('when 5 wrong passwords are spread over both processes, then both lock the account, even for the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await login(academy.proxyUrl, DEMO.foreign.loginId, WRONG_PASSWORD);
      expect(res.status).toBe(401);
    }
    const sixth = await login(academy.proxyUrl, DEMO.foreign.loginId, WRONG_PASSWORD);
    expect(sixth.status, 'the 6th wrong password, counted over both processes').toBe(429);
    for (const index of [0, 1] as const) {
      const right = await login(direct(index), DEMO.foreign.loginId, DEMO.foreign.password);
      expect(right.status, `the right password on process ${index}`).toBe(429);
    }
  });

  it('when a session starts on one process, then the other accepts and refreshes it, and a logout on one ends it on both', async () => {
    const jar = await signedIn(direct(0), DEMO.student);
    expect((await call(direct(1), 'GET', '/auth/verify', { jar })).status).toBe(200);
    expect((await call(direct(1), 'POST', '/auth/refresh', { jar })).status).toBe(200);
    expect((await call(direct(0), 'GET', '/auth/verify', { jar })).status).toBe(200);

    // The logout clears the cookies of `jar`; the copy still sends the ended session's tokens.
    const ended = jar.copy();
    expect((await call(direct(0), 'POST', '/auth/logout', { jar })).status).toBe(200);
    expect((await call(direct(1), 'GET', '/auth/verify', { jar: ended })).status).toBe(401);
    expect((await call(direct(1), 'POST', '/auth/refresh', { jar: ended })).status).toBe(401);
  });

  it('when 20 bookings of one practice hour race over both processes, then one booking is made and 19 get a clear 409', async () => {
    const jar = await signedIn(academy.proxyUrl, DEMO.student);
    const hour = practiceHourAhead();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(academy.proxyUrl, 'POST', '/practice/bookings', { jar, body: hour }),
      ),
    );
    const servedBy = new Set(answers.map((res) => res.headers.get(SERVED_BY_HEADER)));
    const statuses = answers.map((res) => res.status).sort();
    expect(servedBy).toEqual(new Set(['0', '1']));
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const refusals = await Promise.all(
      answers
        .filter((res) => res.status === 409)
        .map(async (res) => ((await res.json()) as { code: string }).code),
    );
    expect(new Set(refusals).size, refusals.join(', ')).toBe(1);

    const own = await call(academy.proxyUrl, 'GET', '/practice/bookings', { jar });
    const listed = JSON.stringify(await own.json());
    expect(listed.split(hour.startTime).length - 1).toBe(1);
  });

  it('when staff ask both processes at once to run a job, then it runs once', async () => {
    const jobName = 'monthly-tuition';
    expect(await jobRunsOf(academy.databaseUrl, jobName)).toEqual([]);
    const jars = await Promise.all([
      signedIn(direct(0), DEMO.admin),
      signedIn(direct(1), DEMO.admin),
    ]);
    const asked = await Promise.all(
      ([0, 1] as const).map(async (index) => {
        const res = await call(direct(index), 'POST', `/jobs/${jobName}/run`, { jar: jars[index] });
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { queued: boolean } }).data.queued;
      }),
    );
    expect(asked.sort()).toEqual([false, true]);

    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const runs = await jobRunsOf(academy.databaseUrl, jobName);
      if (runs.length > 0 && runs.every((run) => run.outcome !== 'running')) break;
      await pause(250);
    }
    // Both workers poll every 2 s: a second run would have started by now.
    await pause(5_000);
    expect(await jobRunsOf(academy.databaseUrl, jobName)).toEqual([{ outcome: 'succeeded' }]);
    const list = await call(academy.proxyUrl, 'GET', '/jobs', { jar: jars[0] });
    const { data } = (await list.json()) as {
      data: { jobs: { name: string; lastRun: { outcome: string } | null }[] };
    };
    expect(data.jobs.find((job) => job.name === jobName)?.lastRun?.outcome).toBe('succeeded');
  }, 60_000);
});
