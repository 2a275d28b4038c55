import { login, openMenuIfCollapsed, setOwnPassword, signOutCompletely } from './support/session';
import { answerQuestion } from './support/dialogs';
import { expect, test, type Locator, type Page } from './support/test';

/** The staff list as the screen width shows it: a table above 1024 px, cards at 375 px. */
function visibleStaffList(page: Page, projectName: string, name = '직원 목록'): Locator {
  return projectName === 'mobile'
    ? page.getByRole('list', { name, exact: true })
    : page.getByRole('table', { name, exact: true });
}

/** Each project creates its own staff account, so the two runs never collide. */
const newcomerFor = (projectName: string) =>
  projectName === 'mobile'
    ? { loginId: 'e2e.mobile', name: '모바일선생', email: 'e2e.mobile@example.com' }
    : { loginId: 'e2e.desk', name: '데스크선생', email: 'e2e.desk@example.com' };

test.describe('staff accounts', () => {
  test('when the admin creates a teacher, then the temporary password is shown once and signs the teacher in to set their own, and the admin edits and then deletes the account', async ({
    page,
    context,
    signIn,
  }, testInfo) => {
    const newcomer = newcomerFor(testInfo.project.name);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await signIn(page, 'admin');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: '직원 관리' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/teachers$/);
    await expect(page.getByRole('heading', { level: 1, name: '직원 관리' })).toBeVisible();
    const list = visibleStaffList(page, testInfo.project.name);
    await expect(list).toBeVisible();
    await expect(list.getByText('(나)')).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      await expect(page.getByRole('table', { name: '직원 목록' })).toBeHidden();
    }

    await page.getByRole('button', { name: '직원 추가' }).click();
    const form = page.getByRole('dialog', { name: '직원 계정 만들기' });
    await form.getByLabel('아이디').fill(newcomer.loginId);
    await form.getByLabel('이름').fill(newcomer.name);
    await form.getByLabel('이메일').fill(newcomer.email);
    await form.getByRole('button', { name: '계정 만들기' }).click();

    const created = page.getByRole('dialog', { name: `${newcomer.name} 계정이 만들어졌습니다` });
    await expect(created).toBeVisible();
    const password = (await created.getByText(/^[A-Za-z2-9]{10}$/).textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
    await created.getByRole('button', { name: '임시 비밀번호 복사' }).click();
    await expect(
      page.getByText('임시 비밀번호가 클립보드에 복사되었습니다.').first(),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await created.getByRole('button', { name: '확인' }).click();
    await expect(created).toBeHidden();
    await expect(list.getByText(newcomer.loginId, { exact: true })).toBeVisible();

    // The new teacher signs in with it through the login form, sets a password of their own
    // (first-sign-in.spec.ts follows that screen closely), has no way to the staff accounts
    // screen, and changes their password from the menu.
    await signOutCompletely(page);
    await login(page, newcomer.loginId, password, { temporary: true });
    await setOwnPassword(page, password, `${newcomer.loginId}-own-1`);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openMenuIfCollapsed(page);
    await expect(
      page.getByRole('link', { name: '회원 관리' }).filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '직원 관리' })).toHaveCount(0);
    // Later they change it from the staff menu, as members do from theirs.
    await page.getByRole('link', { name: '비밀번호 변경' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/change-password$/);
    await page.getByLabel('현재 비밀번호').fill(`${newcomer.loginId}-own-1`);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(`${newcomer.loginId}-own-2`);
    await page.getByLabel('새 비밀번호 확인').fill(`${newcomer.loginId}-own-2`);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText('비밀번호가 변경되었습니다.').first()).toBeVisible();
    await page.goto('/admin/teachers');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await signIn(page, 'admin', { to: '/admin/teachers' });
    const adminList = visibleStaffList(page, testInfo.project.name);
    await adminList.getByRole('button', { name: `${newcomer.name} 직원 정보 수정` }).click();
    const edit = page.getByRole('dialog', { name: `${newcomer.name} 직원 정보 수정` });
    await edit.getByLabel('이름').fill(`${newcomer.name}2`);
    await edit.getByLabel('휴대폰 번호 (선택)').fill('01098765432');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('직원 정보가 수정되었습니다.').first()).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(adminList.getByText('010-9876-5432')).toBeVisible();

    await adminList.getByRole('button', { name: `${newcomer.name}2 직원 삭제` }).click();
    const question = `${newcomer.name}2(${newcomer.loginId}) 계정을 삭제하시겠습니까?`;
    await answerQuestion(page, question, '삭제');
    await expect(page.getByText('직원 계정이 삭제되었습니다.').first()).toBeVisible();
    await expect(adminList.getByText(newcomer.loginId, { exact: true })).toHaveCount(0);
    // The demo admin is still the only admin and still signed in.
    await expect(adminList.getByText('(나)')).toBeVisible();
  });

  test('when the admin uses the screen in English, then it speaks English from the list to the refusal of an address in use', async ({
    page,
    signIn,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.expectRefusal(409, '/api/teachers', 'the address in use is refused');
    await signIn(page, 'admin');
    await page.evaluate(() => window.localStorage.setItem('language', 'ENG'));
    await page.goto('/admin/teachers');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const list = visibleStaffList(page, testInfo.project.name, 'Staff accounts');
    await expect(list.getByText('(you)')).toBeVisible();
    await expect(list.getByText('Admin', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add staff' }).click();
    const form = page.getByRole('dialog', { name: 'Create a staff account' });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Please enter a login ID.')).toBeVisible();
    await expect(form.getByLabel('Login ID')).toBeFocused();

    // The demo student's address belongs to another account: the server refuses it.
    const suffix = testInfo.project.name === 'mobile' ? 'm' : 'd';
    await form.getByLabel('Login ID').fill(`e2e.english.${suffix}`);
    await form.getByLabel('Name').fill('Jane Doe');
    await form.getByLabel('Email').fill('STUDENT@example.com');
    await form.getByLabel('Role').selectOption('admin');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'already uses this email' }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(list.getByText(`e2e.english.${suffix}`)).toHaveCount(0);
  });
});
