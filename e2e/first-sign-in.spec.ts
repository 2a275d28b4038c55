import { login, setOwnPassword } from './support/session';
import { expect, test } from './support/test';

test('when a new staff member signs in with the temporary password, then only the new-password screen opens until they have set their own, and then the page they were opening', async ({
  page,
  apiAs,
}, testInfo) => {
  // Each project creates its own account, so the two runs never collide.
  const mobile = testInfo.project.name === 'mobile';
  const loginId = mobile ? 'first.mobile' : 'first.desk';
  const admin = await apiAs('admin');
  const created = await admin.post('/api/teachers', {
    data: { loginId, name: mobile ? '첫모바일' : '첫데스크', email: `${loginId}@example.com` },
  });
  expect(created.status()).toBe(201);
  const { temporaryPassword } = ((await created.json()) as { data: { temporaryPassword: string } })
    .data;

  await login(page, loginId, temporaryPassword, { temporary: true });
  await expect(page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '문의 관리' })).toHaveCount(0);
  // Opening a staff page by its address leads back here, remembering it.
  await page.goto('/admin/contacts');
  await expect(page).toHaveURL(/\/new-password$/);
  await expect(page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' })).toBeVisible();
  // Nothing runs off the side of a phone's screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  await setOwnPassword(page, temporaryPassword, `${loginId}-own-1`);
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: '문의 관리' })).toBeVisible();
});
