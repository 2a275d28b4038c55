import { ACCOUNTS } from './support/session';
import { expectNoSidewaysScroll } from './support/layout';
import { expect, test } from './support/test';

// Staff find a member on /admin/users by search and filters (docs/product/back-office.md), by
// keyboard, at 1440 px (the table) and 375 px (the cards). It only reads the demo members.
test('when the admin searches and filters the member list, then only the matching members show, and clearing brings them all back', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn(page, 'admin', { to: '/admin/users' });
  const list = page.getByRole(testInfo.project.name === 'mobile' ? 'list' : 'table', {
    name: '회원 목록',
  });
  const student = list.getByText(ACCOUNTS.student.name).first();
  const foreign = list.getByText(ACCOUNTS.foreign.name).first();
  await expect(student).toBeVisible();
  await expect(foreign).toBeVisible();

  // By keyboard: the search box takes the typing, the list follows once it pauses.
  await page.getByRole('searchbox', { name: '검색' }).focus();
  await page.keyboard.type('emily');
  await expect(student).toBeHidden();
  await expect(foreign).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: /^수업 요일 / }).click();
  await page.getByRole('option', { name: '화요일', exact: true }).click();
  await expect(foreign).toBeHidden();
  await expect(student).toBeVisible();

  await page.getByRole('button', { name: '필터 초기화' }).click();
  await expect(student).toBeVisible();
  await expect(foreign).toBeVisible();
});
