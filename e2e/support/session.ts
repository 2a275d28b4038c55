import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo-accounts';
import type { ConsoleErrors } from './test';

/** The demo seed's accounts (its one declaration), signed in with through the real pages. */
export { DEMO_ACCOUNTS as ACCOUNTS } from '../../apps/api/src/seed/demo-accounts';

/**
 * Logs in through the real login form (Korean labels) and waits for the dashboard, or for the
 * new-password screen when the password is a temporary one the account was issued.
 */
export async function login(
  page: Page,
  loginId: string,
  password: string,
  { temporary = false }: { temporary?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디 또는 전화번호').fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(temporary ? /\/new-password$/ : /\/(admin|user)\/dashboard$/);
}

/**
 * On the new-password screen, by keyboard alone: the temporary password, then the new one twice,
 * moving on with Tab, and Enter. The screen then lets the account go on to where it was headed.
 */
export async function setOwnPassword(
  page: Page,
  temporaryPassword: string,
  newPassword: string,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' })).toBeVisible();
  // Each text goes in as one input, as a password manager or a paste puts it: typing key by key
  // costs seconds of a journey's minute on a busy machine.
  await page.getByLabel('임시 비밀번호').focus();
  await page.keyboard.insertText(temporaryPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.insertText(newPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.insertText(newPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByText('비밀번호가 변경되었습니다.').first()).toBeVisible();
}

/**
 * Forgets whoever is signed in, as a fresh browser would: cookies, the saved session expiry and
 * the saved language; then opens /login. The app is unloaded first, or its own "session ended, go
 * to /login" would race the navigation, and storage is cleared from a page of the site that runs
 * no app, or the app would start with the old expiry and ask the server about a session that is
 * gone (which the console would report as refused requests).
 */
export async function signOutCompletely(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/robots.txt');
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
}

/** On narrow screens the account controls live in the sidebar: open it first. */
export async function openMenuIfCollapsed(page: Page, menuLabel = '메뉴'): Promise<void> {
  // The member and staff frames load with their pages, after the address has changed: the guest
  // frame of /login, with a menu button of its own, can still be showing. The signed-in frame has
  // a logout button, in the header or in the closed menu.
  await expect(
    page.getByRole('button', { name: /^(로그아웃|Log out)$/, includeHidden: true }).first(),
  ).toBeAttached();
  const menuButton = page.getByRole('button', { name: menuLabel, exact: true });
  if (!(await menuButton.isVisible())) return;
  // A click that lands while the frame is still being drawn can leave the menu closed (a journey
  // then waited a minute for a logout button in the closed menu): click until it says it is open.
  await expect(async () => {
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

/**
 * Known product noise of logging out (to be fixed in the app, then this allowance removed): the
 * app drops the member's cached data while the member screen is still mounted, so its queries
 * fetch again, and are refused (401), before /login opens. How many depends on timing.
 */
export const LOGOUT_REFETCH_NOISE =
  'after logout the still-mounted member screen fetches its data again and is refused (401)';

/** Logs out with the visible logout button (opening the collapsed menu first) and waits for /login. */
export async function logout(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: '로그아웃' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The demo student signs in with the login form and logs out again (the logout noise forgiven). */
export async function studentLogsInAndOut(
  page: Page,
  consoleErrors: Pick<ConsoleErrors, 'tolerateRefusal'>,
): Promise<void> {
  consoleErrors.tolerateRefusal(401, /^\/api\//, LOGOUT_REFETCH_NOISE);
  await login(page, DEMO_ACCOUNTS.student.loginId, DEMO_ACCOUNTS.student.password);
  await logout(page);
}
