import { guestPagePaths } from '../apps/web/src/config/paths';
import { expect, test } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';

const HANGUL = /[가-힣]/;

test.describe('guest pages', () => {
  for (const path of guestPagePaths) {
    test(`when ${path} opens in Korean and in English, then it has one heading in that language and no sideways scroll`, async ({
      page,
    }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(HANGUL);
      await expect(page).toHaveTitle(HANGUL);

      await page.evaluate(() => localStorage.setItem('language', 'ENG'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(heading).not.toHaveText(HANGUL);
      await expect(page).not.toHaveTitle(HANGUL);

      await expectNoOverflowPastWindow(page);
    });
  }

  test('when the home page is shared, then it describes the academy to search engines', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', HANGUL);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.jpg$/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@type'?: string };
    expect(jsonLd['@type']).toBe('MusicSchool');
    expect((await request.get('/robots.txt')).ok()).toBe(true);
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/academy-tour');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const { icons } = (await manifest.json()) as { icons: { src: string }[] };
    for (const { src } of icons) expect((await request.get(src)).ok(), src).toBe(true);
  });

  test('when a program card is followed, then the lesson form opens with that type', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '입시 레슨 신청' }).click();
    await expect(page).toHaveURL(/\/lesson-request\?type=exam$/);
    await expect(page.getByRole('radio', { name: /^입시/ })).toBeChecked();
  });
});
