import { countMailsTo, readResetLink, readVerificationCode } from './support/mailbox';
import { ACCOUNTS, login } from './support/session';
import { expect, test, type Page } from './support/test';

/** Step 1 of the reset page; answers how many mails `email` had before this one. */
async function askForResetCode(page: Page, email: string): Promise<number> {
  await page.goto('/forgot-password');
  await page.getByLabel('이메일').fill(email);
  const mailsBefore = countMailsTo(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  return mailsBefore;
}

/** The reset page's last step: the new password twice, then on to the login page. */
async function resetPasswordThenGoToLogin(page: Page, password: string): Promise<void> {
  await page.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await page.getByLabel('새 비밀번호 확인').fill(password);
  await page.getByRole('button', { name: '비밀번호 재설정' }).click();
  await page.getByRole('link', { name: '로그인하러 가기' }).click();
}

/** The change-password screen's words, in the member's language. */
const CHANGE_PASSWORD_TEXT = {
  ko: {
    current: '현재 비밀번호',
    next: '새 비밀번호',
    confirm: '새 비밀번호 확인',
    change: '비밀번호 변경',
    changed: '비밀번호가 변경되었습니다.',
  },
  en: {
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    change: 'Change password',
    changed: 'Your password has been changed.',
  },
};

/**
 * Logs in with the temporary password, then puts the demo password back on the change-password
 * screen, in the member's language (English for the foreign member).
 */
async function logInAndPutPasswordBack(
  page: Page,
  role: 'student' | 'foreign',
  temporaryPassword: string,
): Promise<void> {
  const { loginId, password } = ACCOUNTS[role];
  const t = CHANGE_PASSWORD_TEXT[role === 'foreign' ? 'en' : 'ko'];
  await login(page, loginId, temporaryPassword);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/user/change-password');
  await page.getByLabel(t.current).fill(temporaryPassword);
  await page.getByLabel(t.next, { exact: true }).fill(password);
  await page.getByLabel(t.confirm).fill(password);
  await page.getByRole('button', { name: t.change }).click();
  await expect(page.getByText(t.changed).first()).toBeVisible();
}

// These journeys change a demo account's password, so they run after the other browser tests
// (project "account-changes" in playwright.config.ts) and put the password back at the end. A
// new password ends the account's other sessions: this journey signs in on its own, with the form.
test('when a member forgets the password, then they reset it by e-mailed code, log in with it and change it back', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expectRefusal(400, '/api/auth/verify-email-code', 'the wrong code is refused');
  const email = 'student@example.com';
  const temporaryPassword = 'reset-by-mail-1';

  const mailsBefore = await askForResetCode(page, email);

  const code = await readVerificationCode(email, mailsBefore);
  await page.getByLabel('인증번호').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '인증번호가 올바르지 않습니다' }).first(),
  ).toBeVisible();

  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '인증하기' }).click();

  await resetPasswordThenGoToLogin(page, temporaryPassword);
  await expect(page).toHaveURL(/\/login$/);

  await logInAndPutPasswordBack(page, 'student', temporaryPassword);
  // Changed: the form is cleared.
  await expect(page.getByLabel('현재 비밀번호')).toHaveValue('');
});

// The mail's link opens in another browser (a mail app's own, say): the person confirms there
// and sets the new password there; the foreign member then changes it back, in English.
test('when a member opens the link of the reset e-mail in another browser, then they confirm it is them and set a new password there', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = ACCOUNTS.foreign.email;
  const temporaryPassword = 'reset-by-link-1';

  const mailsBefore = await askForResetCode(page, email);
  const link = await readResetLink(email, mailsBefore);

  const mailApp = await browser.newContext({ baseURL });
  const linkPage = await mailApp.newPage();
  await linkPage.goto(link);
  await expect(linkPage.getByRole('heading', { name: '이메일 링크로 본인 확인' })).toBeVisible();
  await linkPage.getByRole('button', { name: '본인 확인하고 계속하기' }).click();
  await resetPasswordThenGoToLogin(linkPage, temporaryPassword);

  await logInAndPutPasswordBack(linkPage, 'foreign', temporaryPassword);
  await mailApp.close();
});

// The foreign member's Thursday lesson is used by the desktop member and staff journeys, so
// this change of it runs here, after them, and the slot is put back at the end.
test('when the admin moves the foreign member’s weekly lesson, then the member list shows the new slot', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'admin', { to: '/admin/users' });

  const moveSlot = async (weekday: string, startTime: string) => {
    await page
      .getByRole('button', { name: `${ACCOUNTS.foreign.name} 회원 정보 수정` })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `${ACCOUNTS.foreign.name}님 회원 정보 수정` });
    await dialog.getByRole('button', { name: /^수업 요일 / }).click();
    await dialog.getByRole('option', { name: weekday, exact: true }).click();
    await dialog.getByLabel('시작 시간').fill(startTime);
    await dialog.getByRole('button', { name: '저장', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('회원 정보가 수정되었습니다. 새 수업 시간은 오늘부터 적용됩니다.').first(),
    ).toBeVisible();
  };
  const foreignMember = () =>
    page.getByRole('listitem').filter({ hasText: ACCOUNTS.foreign.name }).filter({ visible: true });

  await moveSlot('금요일', '17:00');
  await expect(foreignMember()).toContainText('금요일 17:00–18:00');

  await moveSlot('목요일', '18:00');
  await expect(foreignMember()).toContainText('목요일 18:00–19:00');
});
