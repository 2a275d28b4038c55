import { expect, test, type Page } from './support/test';

/**
 * Markup that runs script if a screen ever renders stored text as HTML. Each payload flags
 * `window.__xss`; the browser's dialogs are watched too.
 */
const payloads = (stamp: string) => ({
  subject: `<img src=x onerror="window.__xss='subject'"> ${stamp}`,
  message: `<script>window.__xss='message'</script><b onmouseover="window.__xss='b'">굵게</b> ${stamp}`,
  title: `<svg onload="window.__xss='title'"></svg> ${stamp}`,
});

async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
}

test.describe('stored text is shown as text', () => {
  test('when an inquiry and an announcement carry HTML and script, then guests, staff and members see the characters and nothing runs', async ({
    page,
    signIn,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const text = payloads(stamp);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const submitted = await page.request.post('/api/contact/submit', {
      data: {
        nickname: '<i>닉네임</i>',
        password: '5678',
        subject: text.subject,
        category: 'other',
        message: text.message,
      },
    });
    expect(submitted.status()).toBe(201);

    await page.goto('/contact/check');
    // The list cuts long subjects; the characters of the tag must still be there as text.
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `<img src=x onerror=` })
        .filter({ hasText: stamp }),
    ).toBeVisible();
    await expectNoScriptRan(page);

    await signIn(page, 'admin', { to: '/admin/contacts' });
    await page.getByRole('button', { name: `${text.subject} 상세 보기` }).click();
    const detail = page.getByRole('dialog', { name: text.subject });
    await expect(detail.getByText(text.message)).toBeVisible();
    await detail.getByText(text.message).hover();
    await expectNoScriptRan(page);
    await page.keyboard.press('Escape');

    const sent = await page.request.post('/api/notifications/send-to-all', {
      data: {
        title: text.title,
        titleEn: text.title,
        message: text.message,
        messageEn: text.message,
      },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, 'student');
    await expect(page.getByRole('region', { name: '알림', exact: true })).toContainText(text.title);
    await expectNoScriptRan(page);
    expect(dialogs).toEqual([]);
  });
});
