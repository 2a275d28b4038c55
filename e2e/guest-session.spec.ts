import { ACCOUNTS, login, studentLogsInAndOut } from './support/session';
import { expect, test, type Page } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';

const GUEST_PAGES = ['/', '/lesson-request', '/one-day-class', '/contact'];
const VERIFY = '/api/auth/verify';

/**
 * Every verify request the page sends from now on. (Console errors are watched for every journey
 * by the shared fixture, support/test.ts, whose list these journeys also assert on.)
 */
function watch(page: Page) {
  const verifyCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === VERIFY) verifyCalls.push(request.url());
  });
  return { verifyCalls };
}

test.describe('session check on guest pages', () => {
  for (const path of GUEST_PAGES) {
    test(`when a fresh guest opens ${path}, then no session check is sent and the console stays clean`, async ({
      page,
      consoleErrors,
    }) => {
      const seen = watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(seen.verifyCalls).toEqual([]);
      expect(consoleErrors.seen()).toEqual([]);
    });
  }

  test('when a signed-in member reloads /user/dashboard, then they stay signed in', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn(page, 'student');
    const marker = (await context.cookies()).find((cookie) => cookie.name === 'academy_session');
    expect(marker).toMatchObject({ value: '1', httpOnly: false, path: '/', sameSite: 'Strict' });

    const seen = watch(page);
    await page.reload();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
    await expect.poll(() => seen.verifyCalls.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  // Renewing and logging out change the session: these journeys sign in through the form.
  test('when only the session marker and the refresh cookie are left, then a reload renews the session', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.expectRefusal(
      401,
      '/api/auth/verify',
      'the session check without an access token is refused before the renewal',
    );
    // The personal-data card asks for its deletion requests last, once its chunk has loaded.
    const lastRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/users/me/deletion-requests',
    );
    await login(page, ACCOUNTS.student.loginId, ACCOUNTS.student.password);
    // The dashboard's own requests finish first: one still in flight when the access cookie goes
    // would be refused, which is not what this journey is about.
    await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
    await lastRead;
    await page.waitForLoadState('networkidle');
    // What a cleared site storage and an expired user cookie and access token leave behind.
    await page.evaluate(() => window.localStorage.clear());
    await context.clearCookies({ name: 'userInfo' });
    await context.clearCookies({ name: 'academy_access' });

    const refreshed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/refresh',
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('when a member logs out, then the marker is gone and the next page sends no session check', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await studentLogsInAndOut(page, consoleErrors);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'academy_session')).toBeUndefined();

    const seen = watch(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(seen.verifyCalls).toEqual([]);
  });
});

test.describe('inquiry flow on /contact', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const STEPS = {
    KOR: {
      heading: '문의 처리 과정',
      titles: ['문의 접수', '내용 검토', '답변 등록', '답변 알림'],
    },
    ENG: {
      heading: 'How your inquiry is handled',
      titles: ['Received', 'Reviewed', 'Answer posted', 'Notification'],
    },
  } as const;

  async function expectSteps(page: Page, language: keyof typeof STEPS) {
    const steps = page.getByRole('region', { name: STEPS[language].heading });
    const items = steps.locator('ol > li');
    await expect(items).toHaveCount(4);
    for (const [index, title] of STEPS[language].titles.entries()) {
      await expect(items.nth(index)).toContainText(title);
    }
    // The app replaces the prerendered copy when its code arrives, so the list is measured
    // afresh on each try instead of through an element that may have been swapped meanwhile.
    await expect
      .poll(() =>
        steps.evaluate((region) => {
          const { left, right } = region.getBoundingClientRect();
          return left >= 0 && right <= window.innerWidth;
        }),
      )
      .toBe(true);
    await expectNoOverflowPastWindow(page);
  }

  test('when /contact opens at 375 px in Korean and in English, then the four steps show in order without sideways scroll', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expectSteps(page, 'KOR');
    await page.evaluate(() => localStorage.setItem('language', 'ENG'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectSteps(page, 'ENG');
  });

  test.describe('before any JavaScript runs', () => {
    test.use({ javaScriptEnabled: false });

    test('when the prerendered /contact arrives, then the steps are already there in both languages', async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto('/contact');
      await expectSteps(page, 'KOR');
      await context.addCookies([{ name: 'language', value: 'ENG', url: baseURL ?? '' }]);
      await page.goto('/contact');
      await expectSteps(page, 'ENG');
    });
  });
});
