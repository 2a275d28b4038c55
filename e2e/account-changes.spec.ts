import { expect, test } from '@playwright/test';
import { countMailsTo, readVerificationCode } from './support/mailbox';
import { ACCOUNTS, login } from './support/session';

// These journeys change a demo account's password, so they run after the other browser tests
// (project "account-changes" in playwright.config.ts) and put the password back at the end.
test('when a member forgets the password, then they reset it by e-mailed code, log in with it and change it back', async ({
  page,
}) => {
  const email = 'student@example.com';
  const temporaryPassword = 'reset-by-mail-1';

  await page.goto('/forgot-password');
  await page.getByLabel('이메일').fill(email);
  const mailsBefore = countMailsTo(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  const code = await readVerificationCode(email, mailsBefore);
  await page.getByLabel('인증번호').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '인증번호가 올바르지 않습니다' }).first(),
  ).toBeVisible();

  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '인증하기' }).click();

  await page.getByLabel('새 비밀번호', { exact: true }).fill(temporaryPassword);
  await page.getByLabel('새 비밀번호 확인').fill(temporaryPassword);
  await page.getByRole('button', { name: '비밀번호 재설정' }).click();
  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, ACCOUNTS.student.loginId, temporaryPassword);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/user/change-password');
  await page.getByLabel('현재 비밀번호').fill(temporaryPassword);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(ACCOUNTS.student.password);
  await page.getByLabel('새 비밀번호 확인').fill(ACCOUNTS.student.password);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다.').first()).toBeVisible();
});
