// The browser Lighthouse drives: CHROME_PATH when set, else Debian's Chromium, else Playwright's.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

// --no-sandbox: these machines run as root; headless, no GPU.
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return chromium.executablePath();
}

export function launchChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: chromePath(), chromeFlags: FLAGS, logLevel: 'error' });
}
