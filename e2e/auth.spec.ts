import { ACCOUNTS, studentLogsInAndOut, login, openMenuIfCollapsed } from './support/session';
import { expect, test, type Role } from './support/test';

test.describe('accounts and sessions', () => {
  // The journeys of this file that sign in do it through the real login form: the admin's, the
  // member's (with the phone number) and the foreign member's are the form's own journeys, and
  // logging out and renewing the session change the session, so they must not share one.
  test('when the admin logs in, then the staff dashboard greets them with the admin role', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.admin.loginId, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openMenuIfCollapsed(page);
    await expect(
      page.getByText(`${ACCOUNTS.admin.name}님, 안녕하세요`).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByText('관리자', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test('when a member logs in with the phone number, then the member dashboard opens', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.student.phoneNumber, ACCOUNTS.student.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('when the password is wrong, then the form stays and shows the server message', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expectRefusal(401, '/api/auth/login', 'the wrong password is refused');
    await page.goto('/login');
    await page.getByLabel('아이디 또는 전화번호').fill(ACCOUNTS.admin.loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '비밀번호가 올바르지 않습니다' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('아이디 또는 전화번호')).toHaveValue(ACCOUNTS.admin.loginId);
  });

  const redirects: { when: string; role: Role; opened: string; landing: RegExp }[] = [
    {
      when: 'a member opens a staff page, then they are sent to their own dashboard',
      role: 'student',
      opened: '/admin/users',
      landing: /\/user\/dashboard$/,
    },
    {
      when: 'staff open a member page, then they are sent to the staff dashboard',
      role: 'admin',
      opened: '/user/dashboard',
      landing: /\/admin\/dashboard$/,
    },
    {
      when: 'a signed-in user opens /login, then they go to their dashboard',
      role: 'student',
      opened: '/login',
      landing: /\/user\/dashboard$/,
    },
  ];
  for (const { when, role, opened, landing } of redirects) {
    test(`when ${when}`, async ({ page, signIn }) => {
      await signIn(page, role);
      await page.goto(opened);
      await expect(page).toHaveURL(landing);
    });
  }

  test('when the user logs out, then they are on /login and member pages are closed to them', async ({
    page,
    consoleErrors,
  }) => {
    await studentLogsInAndOut(page, consoleErrors);
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when the access token has expired, then the session is renewed silently and the page stays', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.expectRefusal(
      401,
      /^\/api\//,
      'what the page asks without an access token is refused until the session is renewed',
    );
    await login(page, ACCOUNTS.student.loginId, ACCOUNTS.student.password);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'academy_access')?.httpOnly).toBe(true);
    // The browser drops an expired access cookie; the refresh cookie is what is left.
    await context.clearCookies({ name: 'academy_access' });
    await page.reload();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect
      .poll(async () =>
        (await context.cookies()).some((cookie) => cookie.name === 'academy_access'),
      )
      .toBe(true);
  });

  test('when the foreign member logs in, then the interface is in English', async ({ page }) => {
    await login(page, ACCOUNTS.foreign.loginId, ACCOUNTS.foreign.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await openMenuIfCollapsed(page, 'Menu');
    await expect(
      page.getByText(`Hello, ${ACCOUNTS.foreign.name}`).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).first(),
    ).toBeVisible();
  });
});
