import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_MAIL_DIR } from './e2e/support/e2e-paths';

// Playwright's own browser download is not possible on every machine: use Debian's Chromium
// when it is installed, Playwright's bundled one otherwise. Headless runs take Debian's headless
// shell when it is there (what Playwright itself uses for headless runs): the same engine without
// the full browser's user interface, and about 40 % less CPU on the journeys.
const HEADED = process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg));
const SYSTEM_CHROMIUM = [
  process.env.E2E_CHROMIUM,
  HEADED ? undefined : '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => path !== undefined && existsSync(path));
const E2E_PORT = Number(process.env.E2E_PORT ?? 3102);
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A journey that fails runs once more, recording its trace (below), and the run fails all the
  // same: a journey that passes only on its second try is reported as flaky, which fails too.
  retries: 1,
  failOnFlakyTests: true,
  // Shared CI machines are slow and noisy: budgets are generous so only a real hang fails a test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker more than cores: a worker waiting on the server or a quiet network leaves its core
  // to the others (on 2 cores: 415 and 417 s with 3 workers, 434 and 460 s with 2; docs/testing.md).
  workers: process.env.CI ? availableParallelism() + 1 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A failed journey's second try records its trace (actions, DOM snapshots, network,
    // console); the first try keeps a screenshot of where it stopped. Recording every journey's
    // trace in case it failed cost about 15 % of the journeys' CPU time; its film strip, a third.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /account-changes/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      testIgnore: /account-changes/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Journeys that change the demo accounts run last, so the others always see them as seeded.
      name: 'account-changes',
      testMatch: /account-changes/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 800 } },
    },
  ],
  // The production build, served as `pnpm start` serves it, on a fresh embedded database with demo
  // data, sending mail to a local SMTP catcher, 알림톡 to the Solapi double on E2E_SOLAPI_PORT and
  // payments to the Toss double on E2E_TOSS_PORT: the text channel and online payment are on in
  // every journey (e2e/support/e2e-server.mjs).
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node e2e/support/e2e-server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      // As behind the academy's proxy: a journey may say which household's address it comes
      // from (X-Forwarded-For), so the hourly limits per address count each household apart.
      TRUST_PROXY: 'loopback',
      E2E_MAIL_DIR,
    },
  },
});
