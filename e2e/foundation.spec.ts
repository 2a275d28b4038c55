import { expect, test } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';

test.describe('foundation', () => {
  test('when a guest opens the home page, then it renders in Korean and switches to English', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '정규 레슨 신청' }).first()).toBeVisible();

    // The switch is in the header bar at every width (on phones beside the menu button).
    await page
      .getByRole('banner')
      .getByRole('button', { name: /ENG|English/ })
      .filter({ visible: true })
      .click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Apply for lessons' }).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('when a saved language is invalid, then the site falls back to Korean', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'FRA'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test('when a route does not exist, then the not-found page offers a way home', async ({
    page,
  }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/admin', '/admin/users', '/user', '/user/dashboard']) {
    test(`when a guest opens ${path}, then they land on /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('when the page is 375 px wide, then nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/login', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expectNoOverflowPastWindow(page, path);
    }
  });

  test('when liveness and readiness are asked through the production server, then the process lives and the database is up', async ({
    request,
  }) => {
    const live = await request.get('/api/health');
    expect(live.ok()).toBe(true);
    expect((await live.json()).data.status).toBe('ok');
    const ready = await request.get('/api/health/ready');
    expect(ready.ok()).toBe(true);
    expect((await ready.json()).data.database.status).toBe('up');
  });
});
