import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type WebError,
} from '@playwright/test';
import { ACCOUNTS } from './session';

/**
 * What every journey imports instead of '@playwright/test':
 *
 * - the page must stay quiet: a `console.error` or an uncaught error in any page of the journey
 *   fails it, unless the journey declared beforehand that it provokes exactly that
 *   (`consoleErrors.expectRefusal`, `consoleErrors.expect`) — and then it must have happened — or
 *   that it may meet a known piece of product noise (`consoleErrors.tolerateRefusal`);
 * - `signIn(page, role)` starts the page signed in as a demo account without the login form, and
 *   `apiAs(role)` is an API client signed in so: each worker signs in through the API once per
 *   role (see STORED_SESSION_MAX_AGE_MS) and hands that session to its journeys one at a time.
 *   Journeys that log out, renew the session or change the account sign in on their own.
 */
export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

export type Role = keyof typeof ACCOUNTS;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A console error or uncaught page error seen during the journey. */
interface SeenError {
  text: string;
  /** The resource a "Failed to load resource" message is about, else the script's address. */
  url: string;
}

interface Allowance {
  why: string;
  text: RegExp;
  /** The path of the refused resource, for HTTP refusals. */
  path?: string | RegExp;
  /** Whether the journey fails when it never happened. */
  required: boolean;
  seen: number;
}

export interface ConsoleErrors {
  /**
   * The journey provokes an HTTP refusal (`status`) from `path` (exact, or a pattern of paths)
   * on purpose: Chromium logs "Failed to load resource: the server responded with a status of …"
   * for it. It must happen at least once, and only refusals of this status from these paths are
   * forgiven.
   */
  expectRefusal(status: number, path: string | RegExp, why: string): void;
  /** The journey provokes this console error on purpose; it must happen at least once. */
  expect(text: RegExp, why: string): void;
  /**
   * A refusal the app may or may not cause, depending on timing, in a journey that does nothing
   * wrong: known product noise, forgiven here by name until the product stops making it.
   */
  tolerateRefusal(status: number, path: string | RegExp, productIssue: string): void;
  /** Every console error and page error seen so far, for a journey's own assertions. */
  seen(): readonly string[];
}

export interface SignInOptions {
  /** Where the page opens; the role's dashboard unless given. */
  to?: string;
}

interface WorkerFixtures {
  /** The demo accounts' stored sessions of this worker (see `signIn`). */
  storedSessions: { of(role: Role): Promise<StorageState> };
}

interface TestFixtures {
  consoleErrors: ConsoleErrors;
  /**
   * Opens `options.to` (the role's dashboard by default) signed in as the demo account `role`,
   * forgetting whoever was signed in before (cookies and saved storage, as a fresh browser).
   */
  signIn: (page: Page, role: Role, options?: SignInOptions) => Promise<void>;
  /** An API client signed in as the demo account `role`, with the same stored session. */
  apiAs: (role: Role) => Promise<APIRequestContext>;
}

/** The `signIn` fixture, for a journey's helpers that sign in. */
export type SignIn = TestFixtures['signIn'];

/**
 * How long a worker keeps one signed-in session per role. The app renews its access token 30
 * minutes after signing in (30 minutes before its hour is up), and a renewal in one journey would
 * rotate the refresh token under the copies of the next journeys (a spent token presented again
 * ends the whole session): so a session is signed in afresh after 15 minutes, and a journey that
 * takes it at 15 minutes still ends (3 minutes at most, for a slow one) long before 30. Workers
 * never share a session, and a worker runs one journey at a time.
 */
const STORED_SESSION_MAX_AGE_MS = 15 * 60_000;

const DASHBOARD: Record<Role, string> = {
  admin: '/admin/dashboard',
  student: '/user/dashboard',
  foreign: '/user/dashboard',
};

/**
 * Playwright's API clients keep idle connections open without a limit, and the server closes an
 * idle one after 5 seconds: a request sent on such a connection just as it is being closed gets
 * ECONNRESET before the server has read it. A browser sends such a request again; these clients
 * are made to do so too (once, and only on ECONNRESET, which is all `maxRetries` retries).
 */
function resendOnConnectionReset(client: APIRequestContext): APIRequestContext {
  const get = client.get.bind(client);
  const post = client.post.bind(client);
  const put = client.put.bind(client);
  const patch = client.patch.bind(client);
  const remove = client.delete.bind(client);
  const head = client.head.bind(client);
  client.get = <T>(url: string, options?: Parameters<typeof get>[1]) =>
    get<T>(url, { maxRetries: 1, ...options });
  client.post = <T>(url: string, options?: Parameters<typeof post>[1]) =>
    post<T>(url, { maxRetries: 1, ...options });
  client.put = <T>(url: string, options?: Parameters<typeof put>[1]) =>
    put<T>(url, { maxRetries: 1, ...options });
  client.patch = <T>(url: string, options?: Parameters<typeof patch>[1]) =>
    patch<T>(url, { maxRetries: 1, ...options });
  client.delete = <T>(url: string, options?: Parameters<typeof remove>[1]) =>
    remove<T>(url, { maxRetries: 1, ...options });
  client.head = <T>(url: string, options?: Parameters<typeof head>[1]) =>
    head<T>(url, { maxRetries: 1, ...options });
  return client;
}

/** What the app keeps in storage after a sign-in: the access token's expiry (ms). */
const EXPIRES_AT_STORAGE_KEY = 'sessionExpiresAt';

export const test = base.extend<TestFixtures, WorkerFixtures>({
  context: async ({ context }, use) => {
    resendOnConnectionReset(context.request);
    await use(context);
  },

  request: async ({ request }, use) => {
    await use(resendOnConnectionReset(request));
  },

  storedSessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('The project has no baseURL');
      const stored = new Map<Role, { state: StorageState; signedInAt: number }>();
      await use({
        async of(role) {
          const cached = stored.get(role);
          if (cached && Date.now() - cached.signedInAt < STORED_SESSION_MAX_AGE_MS) {
            return cached.state;
          }
          const signedInAt = Date.now();
          const request = await playwright.request.newContext({ baseURL });
          try {
            const { loginId, password } = ACCOUNTS[role];
            const response = await request.post('/api/auth/login', { data: { loginId, password } });
            expect(response.status(), `${role} signs in through the API`).toBe(200);
            const { data } = (await response.json()) as { data: { expiresAt: string } };
            const { cookies } = await request.storageState();
            const state: StorageState = {
              cookies,
              origins: [
                {
                  origin: new URL(baseURL).origin,
                  localStorage: [
                    { name: EXPIRES_AT_STORAGE_KEY, value: String(Date.parse(data.expiresAt)) },
                  ],
                },
              ],
            };
            stored.set(role, { state, signedInAt });
            return state;
          } finally {
            await request.dispose();
          }
        },
      });
    },
    { scope: 'worker' },
  ],

  signIn: async ({ storedSessions }, use) => {
    await use(async (page, role, options = {}) => {
      const state = await storedSessions.of(role);
      const context = page.context();
      // Unload the app first, or its own "session ended, go to /login" would race the switch.
      await page.goto('about:blank');
      await context.clearCookies();
      await context.addCookies(state.cookies);
      // The saved storage belongs to the origin: set it from a page of the origin that runs no app.
      await page.goto('/robots.txt');
      await page.evaluate((items) => {
        window.localStorage.clear();
        for (const { name, value } of items) window.localStorage.setItem(name, value);
      }, state.origins[0]?.localStorage ?? []);
      const to = options.to ?? DASHBOARD[role];
      await page.goto(to);
      const path = to.split('?')[0];
      await expect(page).toHaveURL((url) => url.pathname === path);
    });
  },

  apiAs: async ({ playwright, storedSessions, baseURL }, use) => {
    const clients: APIRequestContext[] = [];
    await use(async (role) => {
      const client = await playwright.request.newContext({
        baseURL,
        storageState: await storedSessions.of(role),
      });
      clients.push(client);
      return resendOnConnectionReset(client);
    });
    await Promise.all(clients.map((client) => client.dispose()));
  },

  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const seen: SeenError[] = [];
      const allowances: Allowance[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error')
          seen.push({ text: message.text(), url: message.location().url });
      };
      const onPageError = (error: WebError) => {
        const { message, stack } = error.error();
        seen.push({ text: `Uncaught ${message}${stack ? `\n${stack}` : ''}`, url: '' });
      };
      context.on('console', onConsole);
      context.on('weberror', onPageError);

      const matches = (allowance: Allowance, error: SeenError) => {
        if (!allowance.text.test(error.text)) return false;
        const { path } = allowance;
        if (path === undefined) return true;
        let pathname: string;
        try {
          pathname = new URL(error.url).pathname;
        } catch {
          return false;
        }
        return typeof path === 'string' ? pathname === path : path.test(pathname);
      };
      const refusal = (status: number) =>
        new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

      await use({
        expectRefusal(status, path, why) {
          allowances.push({ why, text: refusal(status), path, required: true, seen: 0 });
        },
        expect(text, why) {
          allowances.push({ why, text, required: true, seen: 0 });
        },
        tolerateRefusal(status, path, productIssue) {
          allowances.push({
            why: productIssue,
            text: refusal(status),
            path,
            required: false,
            seen: 0,
          });
        },
        seen: () => seen.map((error) => error.text),
      });

      context.off('console', onConsole);
      context.off('weberror', onPageError);
      const unexpected: string[] = [];
      for (const error of seen) {
        const allowance = allowances.find((candidate) => matches(candidate, error));
        if (allowance) allowance.seen += 1;
        else unexpected.push(error.url ? `${error.text} (${error.url})` : error.text);
      }
      expect(unexpected, 'the page logged errors the journey did not expect').toEqual([]);
      // A journey that failed earlier may not have reached what it meant to provoke.
      if (testInfo.status === testInfo.expectedStatus) {
        const missing = allowances
          .filter(({ required, seen: count }) => required && count === 0)
          .map(({ why }) => why);
        expect(missing, 'errors the journey expected to provoke were never logged').toEqual([]);
      }
    },
    { auto: true },
  ],
});
