import { login, setOwnPassword, signOutCompletely } from './support/session';
import { expect, test, type Page } from './support/test';

/** Answers the next alert with OK and hands back its text. */
function nextDialogText(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/**
 * Each family applies from its own home's address: the forms' hourly limit per address counts
 * every other journey's applications from this machine's.
 */
async function fromHome(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
}

/** A birth date that makes a child `years` old on the academy's day (safe from birthdays). */
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years}0101`;

test.describe('families', () => {
  // A parent applies on a phone: the journeys run at 375 px only.
  test.skip(({ isMobile }) => !isMobile, 'a parent’s phone');

  test('when a parent applies for a child under 14 in Korean, then staff see the age and guardian, approve, and the guardian signs in and sees the child’s lesson', async ({
    page,
    signIn,
  }) => {
    const guardianPhone = '01066000101';
    await fromHome(page, '203.0.113.31');
    await page.goto('/lesson-request?type=general');
    await page.getByRole('radio', { name: '자녀' }).check();
    await page.getByLabel('이름', { exact: true }).fill('가족하준');
    await page.getByLabel('생년월일').fill(bornYearsAgo(10));
    await page.getByRole('radio', { name: '남성' }).check();
    await page.getByLabel('보호자 이름').fill('가족엄마');
    await page.getByLabel('자녀와의 관계').selectOption('mother');
    await page.getByLabel('보호자 휴대폰 번호').fill(guardianPhone);
    await page.getByLabel('보호자 이메일').fill('family-mom@example.com');
    await page
      .getByRole('group', { name: '희망 요일' })
      .getByRole('button', { name: '목요일' })
      .click();
    await page
      .getByRole('group', { name: '목요일 희망 시간' })
      .getByRole('button', { name: /^12:00/ })
      .click();
    // Under 14: the consent is asked for, and sending without it is held with the message.
    await expect(page.getByText(/수업 상담, 배정, 출석과 보강 관리를 위한/)).toBeVisible();
    await page.getByRole('button', { name: '정규 레슨 신청하기' }).click();
    await expect(
      page.getByText('만 14세 미만 아동의 신청에는 보호자의 개인정보 수집·이용 동의가 필요합니다.'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: '위 내용에 동의합니다 (보호자)' }).check();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    await page.getByRole('button', { name: '정규 레슨 신청하기' }).click();
    await expect(page.getByText('정규수업 신청이 완료되었습니다').first()).toBeVisible();

    await signIn(page, 'admin');
    await page.goto('/admin/lesson-requests');
    await page.getByRole('button', { name: '가족하준 상세 보기' }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('만 10세');
    await expect(details).toContainText('자녀 신청');
    await expect(details).toContainText('가족엄마 (어머니)');
    await details.getByRole('button', { name: '닫기' }).first().click();
    await page.getByRole('button', { name: '가족하준 신청 승인' }).click();
    const approve = page.getByRole('dialog', { name: '가족하준님 레슨 승인' });
    await approve.getByRole('radio', { name: /12:00 – 13:00/ }).check();
    const alertText = nextDialogText(page);
    await approve.getByRole('button', { name: '승인', exact: true }).click();
    const text = await alertText;
    expect(text).toContain('보호자 가족엄마님의 계정이 만들어졌습니다.');
    expect(text).toContain(`아이디: s${guardianPhone}`);
    const password = /임시 비밀번호: (\S+)/.exec(text)?.[1] ?? '';
    expect(password).not.toBe('');

    // The guardian signs in with what the admin was told, and sets their own password.
    await signOutCompletely(page);
    await login(page, guardianPhone, password, { temporary: true });
    await setOwnPassword(page, password, `${guardianPhone}-own`);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // The dashboard shows the family: the child, their age and the lesson just given.
    const family = page.getByRole('region', { name: '우리 가족' });
    await expect(family.getByRole('heading', { name: '가족하준 (만 10세)' })).toBeVisible();
    await expect(family).toContainText('목요일 12:00 – 13:00');

    // The guardian looks after the child: every member screen is now the child's, and the
    // notice of absence they give is the child's.
    await family.getByRole('button', { name: '가족하준의 화면 보기' }).click();
    await expect(page.getByText('지금 가족하준의 화면입니다.', { exact: false })).toBeVisible();
    await page.goto('/user/lesson-schedule');
    await expect(page.getByText('지금 가족하준의 화면입니다.', { exact: false })).toBeVisible();
    const upcoming = page.getByRole('region', { name: '다가오는 레슨' });
    await upcoming
      .getByRole('button', { name: /12:00 레슨에 못 가요$/ })
      .first()
      .click();
    const notice = page.getByRole('dialog');
    await notice.getByLabel(/결석 사유/).fill('감기');
    await notice.getByRole('button', { name: '결석 연락 보내기' }).click();
    await expect(page.getByText(/결석 연락을 받았습니다\./).first()).toBeVisible();
    await expect(upcoming.getByText('사전 연락 결석').first()).toBeVisible();
    // And back to their own screens.
    await page.getByRole('button', { name: '내 화면으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText('지금 가족하준의 화면입니다.', { exact: false })).toHaveCount(0);
  });

  test('when a parent applies for a child in English, then the form speaks English and the application is taken', async ({
    page,
  }) => {
    await fromHome(page, '203.0.113.32');
    // The language a visitor chose is kept in the browser; the next page opens in it.
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('language', 'ENG'));
    await page.goto('/lesson-request?type=general');
    await page.getByRole('radio', { name: 'My child' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Family Mina');
    await page.getByLabel('Date of birth').fill(bornYearsAgo(9));
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel("Guardian's name").fill('Family Dad');
    await page.getByLabel('Relationship to the child').selectOption('father');
    await page.getByLabel("Guardian's mobile number").fill('01066000102');
    await page.getByLabel("Guardian's e-mail").fill('family-dad@example.com');
    await page
      .getByRole('group', { name: 'Preferred days' })
      .getByRole('button', { name: /^Thursday/ })
      .click();
    await page
      .getByRole('group', { name: /Thursday/ })
      .last()
      .getByRole('button', { name: /^13:00/ })
      .click();
    await expect(page.getByText(/guardian's name, phone and e-mail for notices/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'I consent to the above (guardian)' }).check();
    await page.getByRole('button', { name: 'Apply for regular lessons' }).click();
    await expect(
      page.getByText('Your regular lesson application is complete').first(),
    ).toBeVisible();
  });
});
