import { login, setOwnPassword, signOutCompletely } from './support/session';
import { readApprovalNotice } from './support/dialogs';
import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';
import { pickPreferredSlot } from './support/lesson-request';

/**
 * Each family applies from its own home's address: the forms' hourly limit per address counts
 * every other journey's applications from this machine's.
 */
async function fromHome(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
}

/** A birth date that makes a child `years` old on the academy's day (safe from birthdays). */
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years}0101`;

/** The lesson form's words for an application for a child. */
interface ChildFormWords {
  forChild: string;
  name: string;
  birthDate: string;
  guardianName: string;
  relationship: string;
  guardianPhone: string;
  guardianEmail: string;
}

const CHILD_FORM: Record<'ko' | 'en', ChildFormWords> = {
  ko: {
    forChild: '자녀',
    name: '이름',
    birthDate: '생년월일',
    guardianName: '보호자 이름',
    relationship: '자녀와의 관계',
    guardianPhone: '보호자 휴대폰 번호',
    guardianEmail: '보호자 이메일',
  },
  en: {
    forChild: 'My child',
    name: 'Name',
    birthDate: 'Date of birth',
    guardianName: "Guardian's name",
    relationship: 'Relationship to the child',
    guardianPhone: "Guardian's mobile number",
    guardianEmail: "Guardian's e-mail",
  },
};

/** On the lesson form: the application is for a child; the child's and the guardian's fields. */
async function fillChildAndGuardian(
  page: Page,
  t: ChildFormWords,
  child: {
    name: string;
    age: number;
    /** The gender option's name in the form's language. */
    gender: string;
    guardian: string;
    relationship: string;
    phone: string;
    email: string;
  },
) {
  await page.getByRole('radio', { name: t.forChild }).check();
  await page.getByLabel(t.name, { exact: true }).fill(child.name);
  await page.getByLabel(t.birthDate).fill(bornYearsAgo(child.age));
  await page.getByRole('radio', { name: child.gender }).check();
  await page.getByLabel(t.guardianName).fill(child.guardian);
  await page.getByLabel(t.relationship).selectOption(child.relationship);
  await page.getByLabel(t.guardianPhone).fill(child.phone);
  await page.getByLabel(t.guardianEmail).fill(child.email);
}

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
    await fillChildAndGuardian(page, CHILD_FORM.ko, {
      name: '가족하준',
      age: 10,
      gender: '남성',
      guardian: '가족엄마',
      relationship: 'mother',
      phone: guardianPhone,
      email: 'family-mom@example.com',
    });
    await pickPreferredSlot(page, '목요일', /^12:00/);
    // Under 14: the consent is asked for, and sending without it is held with the message.
    await expect(page.getByText(/수업 상담, 배정, 출석과 보강 관리를 위한/)).toBeVisible();
    await page.getByRole('button', { name: '정규 레슨 신청하기' }).click();
    await expect(
      page.getByText('만 14세 미만 아동의 신청에는 보호자의 개인정보 수집·이용 동의가 필요합니다.'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: '위 내용에 동의합니다 (보호자)' }).check();
    await expectNoSidewaysScroll(page);
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
    const approve = page.getByRole('dialog', { name: '가족하준님 레슨 승인', exact: true });
    await approve.getByRole('radio', { name: /12:00 – 13:00/ }).check();
    await approve.getByRole('button', { name: '승인', exact: true }).click();
    const { text, loginId, password } = await readApprovalNotice(page, '가족하준');
    expect(text).toContain('보호자 가족엄마님의 계정이 만들어졌습니다.');
    expect(loginId).toBe(`s${guardianPhone}`);
    expect(password).toMatch(/^\S{8,}$/);

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
    await fillChildAndGuardian(page, CHILD_FORM.en, {
      name: 'Family Mina',
      age: 9,
      gender: 'Female',
      guardian: 'Family Dad',
      relationship: 'father',
      phone: '01066000102',
      email: 'family-dad@example.com',
    });
    await page
      .getByRole('group', { name: 'Preferred days' })
      .getByRole('button', { name: /^Thursday/ })
      .click();
    // The first hour still open on Thursdays: which are taken depends on the day the journeys run.
    await page
      .getByRole('group', { name: /Thursday/ })
      .last()
      .getByRole('button', { disabled: false })
      .first()
      .click();
    await expect(page.getByText(/guardian's name, phone and e-mail for notices/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'I consent to the above (guardian)' }).check();
    await page.getByRole('button', { name: 'Apply for regular lessons' }).click();
    await expect(
      page.getByText('Your regular lesson application is complete').first(),
    ).toBeVisible();
  });
});
