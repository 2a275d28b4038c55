import { expect, type Page } from '@playwright/test';

/** The demo seed's accounts (its one declaration), signed in with through the real pages. */
export { DEMO_ACCOUNTS as ACCOUNTS } from '../../apps/api/src/db/seed/demo-accounts';

/** Logs in through the real login form (Korean labels) and waits for the dashboard. */
export async function login(page: Page, loginId: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디 또는 전화번호').fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/(admin|user)\/dashboard$/);
}

/** On narrow screens the account controls live in the sidebar: open it first. */
export async function openMenuIfCollapsed(page: Page, menuLabel = '메뉴'): Promise<void> {
  // The member and staff frames load with their pages: wait for the header before looking at it.
  await expect(page.getByRole('banner').first()).toBeVisible();
  const menuButton = page.getByRole('button', { name: menuLabel, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
}

/** Logs out with the visible logout button (opening the collapsed menu first) and waits for /login. */
export async function logout(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: '로그아웃' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}
