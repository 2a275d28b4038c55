import { expect, test } from './support/test';

/**
 * A browser that prefers English is offered English on its first visit, and the language switch
 * stays in the header bar of a phone (375 px) (docs/product/screens-and-routes.md).
 */
test.describe('the offer of English', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone journey (375 px)');
  test.use({ locale: 'en-US' });

  test('when an English-speaking browser opens the site, then it is offered English and switches with one tap', async ({
    page,
  }) => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Language' });
    await expect(offer).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await offer.getByRole('button', { name: 'View in English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('region', { name: 'Language' })).toBeHidden();
  });

  test('when the offer is dismissed, then the page stays Korean and it is not offered again', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'No, thanks' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Language' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test('when a phone shows a guest page, then the language switch is in the header bar, not only in the menu', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'English' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: '메뉴' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await toggle.click();
    await expect(page.getByRole('banner').getByRole('button', { name: '한국어' })).toBeVisible();
  });
});
