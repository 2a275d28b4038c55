import { afterAll, beforeAll } from 'vitest';
import { DEMO, signedInAgent } from './auth-helpers.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** A supertest agent that keeps its cookies, as `signedInAgent` gives it. */
export type Agent = Awaited<ReturnType<typeof signedInAgent>>;

type Credentials = { loginId: string; password: string };

/** The demo's two members (Korean, foreign) and its admin: who the tests of a member feature sign in. */
export const MEMBERS_AND_STAFF = {
  student: DEMO.student,
  foreign: DEMO.foreign,
  staff: DEMO.admin,
} satisfies Record<string, Credentials>;

export type DemoAcademy<App extends TestApp, Names extends string> = { testApp: App } & Record<
  Names,
  Agent
>;

/**
 * The app of the describe block it is called in: started in `beforeAll` (the seeded demo academy unless
 * `start` says otherwise), with one agent signed in per named account, and closed in `afterAll`.
 * Its fields are there inside tests and later hooks, not while the block is being declared.
 */
export function useDemoAcademy<Names extends string>(
  accounts: Record<Names, Credentials>,
): DemoAcademy<TestApp, Names>;
export function useDemoAcademy<Names extends string, App extends TestApp>(
  accounts: Record<Names, Credentials>,
  start: () => Promise<App>,
): DemoAcademy<App, Names>;
export function useDemoAcademy(
  accounts: Record<string, Credentials>,
  start: () => Promise<TestApp> = () => createTestApp({ seed: true }),
): DemoAcademy<TestApp, string> {
  const academy = {} as DemoAcademy<TestApp, string>;
  beforeAll(async () => {
    const testApp = await start();
    const entries = Object.entries<Credentials>(accounts);
    const agents = await Promise.all(
      entries.map(([, credentials]) => signedInAgent(testApp.app, credentials)),
    );
    Object.assign(
      academy,
      { testApp },
      Object.fromEntries(entries.map(([name], i) => [name, agents[i]])),
    );
  });
  afterAll(() => academy.testApp.close());
  return academy;
}

/**
 * The test app of the describe block, made by `createTestApp(options)` in `beforeAll` (no one signed
 * in) and closed in `afterAll`; as with `useDemoAcademy`, read its `testApp` inside tests and hooks.
 */
export function useTestApp(options: TestAppOptions = {}): { testApp: TestApp } {
  return useDemoAcademy({}, () => createTestApp(options));
}

/** The id of a staff account (a demo account's, by its login id), for tests that address it by id. */
export async function staffIdOf(testApp: TestApp, loginId: string): Promise<number> {
  const staff = await testApp.database.prisma.staff.findUniqueOrThrow({ where: { loginId } });
  return staff.id;
}

/** The demo academy of a block about staff screens: its two agents and the admin's staff id. */
export type StaffDesk = DemoAcademy<TestApp, 'staff' | 'member'> & { adminId: number };

/**
 * `useDemoAcademy` with the admin signed in as `staff` and the demo student as `member`, and the
 * admin's staff id in `adminId`; like the agents, it is there inside tests and later hooks.
 */
export function useStaffDesk(): StaffDesk {
  const academy = useDemoAcademy({ staff: DEMO.admin, member: DEMO.student }) as StaffDesk;
  beforeAll(async () => {
    academy.adminId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
  });
  return academy;
}
