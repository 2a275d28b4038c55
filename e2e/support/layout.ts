import { expect, type Page } from '@playwright/test';

/** Nothing on the page reaches past the window's right edge (`message` names the page checked). */
export async function expectNoOverflowPastWindow(page: Page, message?: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, message).toBeLessThanOrEqual(0);
}

/** The document does not scroll sideways: its content is no wider than its visible width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
}
