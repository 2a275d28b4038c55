import { expect, test } from './support/test';

// Guest pages arrive as HTML prerendered at build time (apps/web/src/app/prerender), in the
// language the browser last showed, and the app replaces that copy with the running page.

test.describe('prerendered guest pages', () => {
  test.describe('before any JavaScript runs', () => {
    test.use({ javaScriptEnabled: false });

    test('when the one-day page opens, then its text, form and footer are already there in Korean, the form not yet usable', async ({
      page,
    }) => {
      await page.goto('/one-day-class');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page).toHaveTitle('원데이 클래스 | 드럼 아카데미');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('원데이 클래스');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The copy's form is inert: nothing typed into it could survive the app's start.
      await expect(page.locator('form')).toHaveAttribute('inert', '');
      // No month is frozen at the build's date.
      await expect(page.getByRole('grid')).toHaveCount(0);
    });

    test('when the browser last showed English, then the copy is in English', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'language', value: 'ENG', url: baseURL ?? '' }]);
      await page.goto('/lesson-request');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for regular lessons');
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    });
  });

  test('when the app starts on a prerendered page, then it takes over without a loading state or a script the CSP refuses', async ({
    page,
    consoleErrors,
  }) => {
    // Records whether the page's full-screen loading state ever appears between copy and app.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][class*="fillScreen"]')) {
          document.documentElement.dataset.loadingShown = 'yes';
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/one-day-class');
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.locator('form')).not.toHaveAttribute('inert');
    await page.getByLabel('이름').fill('김하늘');
    await expect(page.getByLabel('이름')).toHaveValue('김하늘');
    await expect(page.locator('html')).not.toHaveAttribute('data-loading-shown');
    expect(consoleErrors.seen().filter((text) => /Content Security Policy/i.test(text))).toEqual(
      [],
    );
  });

  test('when a prerendered page opens, then the app code is requested only once the copy is on screen', async ({
    page,
  }) => {
    await page.goto('/lesson-request');
    await expect(page.locator('form')).not.toHaveAttribute('inert');
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appScripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(index|react|LessonApplicationPage)-/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstPaint).toBeGreaterThan(0);
    expect(timings.appScripts).toHaveLength(3);
    for (const requested of timings.appScripts) {
      expect(requested).toBeGreaterThanOrEqual(timings.firstPaint ?? Infinity);
    }
  });

  test('when the language toggle is tapped before the app code has arrived, then the app starts in the language asked for', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/lesson-request');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('정규 레슨 신청');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for regular lessons');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('when a visitor has chosen English, then the next visit is served in English before the app starts', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'ENG'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('ENG');
    const html = await (
      await request.get('/one-day-class', { headers: { Cookie: 'language=ENG' } })
    ).text();
    expect(html).toContain('<html lang="en">');
  });
});
