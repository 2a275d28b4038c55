import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seoulDay } from './support/seoul-date';
import { ACCOUNTS, login } from './support/session';

/** yyyy-MM-dd of the Seoul day `days` from today. */
function seoulIsoDay(days: number): string {
  const { year, month, day } = seoulDay(days);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** Each screen width has its own member, so the desktop and mobile runs never share credits. */
const memberFor = (projectName: string): Account =>
  projectName === 'mobile' ? ACCOUNTS.foreign : ACCOUNTS.student;

/** The member's id, read through the API as the admin (whose session `request` gets here). */
async function memberIdOf(request: APIRequestContext, account: Account): Promise<number> {
  const login = await request.post('/api/auth/login', {
    data: { loginId: ACCOUNTS.admin.loginId, password: ACCOUNTS.admin.password },
  });
  expect(login.ok()).toBe(true);
  const res = await request.get('/api/users', { params: { limit: 1000 } });
  const { data } = (await res.json()) as { data: { users: { userId: number; name: string }[] } };
  const member = data.users.find((user) => user.name === account.name);
  if (!member) throw new Error(`${account.name} is not listed`);
  return member.userId;
}

/** Staff give the member a credit, as a notice or a cancelled lesson would. */
async function grantCredit(request: APIRequestContext, memberId: number): Promise<void> {
  const res = await request.post('/api/makeups/credits', {
    data: { memberId, action: 'grant', reason: '보강 시험' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The member screens' words: the foreign member reads them in English. */
const MEMBER_TEXT = {
  ko: {
    card: '보강 수업',
    credits: '사용할 수 있는 보강권',
    book: '보강 예약하기',
    dialog: '보강 수업 예약',
    day: /날짜/,
    hours: '시간',
    submit: '예약하기',
    booked: '보강 수업이 예약되었습니다.',
    list: '보강 예약',
    state: '예약됨',
  },
  en: {
    card: 'Make-up lessons',
    credits: 'Credits to spend',
    book: 'Book a make-up',
    dialog: 'Book a make-up lesson',
    day: /Day/,
    hours: 'Hour',
    submit: 'Book',
    booked: 'Your make-up lesson is booked.',
    list: 'Your make-ups',
    state: 'Booked',
  },
} as const;

/** Presses a control with the keyboard: focus, then Enter. */
async function pressEnter(page: Page, name: string | RegExp): Promise<void> {
  const control = page.getByRole('button', { name, exact: typeof name === 'string' });
  await control.focus();
  await page.keyboard.press('Enter');
}

test.describe('make-up lessons', () => {
  test('when staff grant a credit and void it, then the member’s ledger shows both', async ({
    page,
  }, testInfo) => {
    const member = memberFor(testInfo.project.name);
    await login(page, ACCOUNTS.admin.loginId, ACCOUNTS.admin.password);
    await page.goto('/admin/users');
    const panel = page.getByRole('region', { name: '보강 관리' });
    const select = panel.getByLabel('회원');
    const option = select.locator('option', { hasText: member.name });
    await select.selectOption((await option.getAttribute('value')) ?? '');
    await expect(panel.getByText(/^적립 \d+/)).toBeVisible();

    await pressEnter(page, '보강권 지급');
    const grant = page.getByRole('dialog');
    await grant.getByLabel(/사유/).fill('수업 취소 보상');
    await page.keyboard.press('Enter');
    await expect(page.getByText('보강권을 지급했습니다.')).toBeVisible();
    const credits = panel.getByRole('list', { name: '보강권' });
    await expect(credits.getByText(/학원 지급 · .* · 사용 가능/)).toBeVisible();

    await panel
      .getByRole('button', { name: /^취소 \d{4}-/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const voiding = page.getByRole('dialog');
    await voiding.getByLabel(/사유/).fill('잘못 지급');
    await page.keyboard.press('Enter');
    await expect(page.getByText('보강권을 취소했습니다.')).toBeVisible();
    await expect(credits.getByText('취소 사유: 잘못 지급').first()).toBeVisible();
  });

  test('when a member with a credit books a free hour by keyboard, then it is booked and listed', async ({
    page,
    request,
  }, testInfo) => {
    const member = memberFor(testInfo.project.name);
    // The admin's API session is its own: the page signs in as the member.
    await grantCredit(request, await memberIdOf(request, member));
    await login(page, member.loginId, member.password);

    const text = MEMBER_TEXT[member === ACCOUNTS.foreign ? 'en' : 'ko'];

    const card = page.getByRole('region', { name: text.card });
    await expect(card.getByRole('list', { name: text.credits })).toBeVisible();
    await pressEnter(page, text.book);
    const dialog = page.getByRole('dialog', { name: text.dialog });
    const day = dialog.getByLabel(text.day);
    // A day two or more ahead, so the hour is at least 24 hours away and booked at once.
    const values = await day
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
      );
    const later = values.filter((value) => value >= seoulIsoDay(2));
    let booked = false;
    for (const date of later.slice(0, 5)) {
      await day.selectOption(date);
      const hours = dialog.getByRole('group', { name: text.hours });
      await expect(hours).toBeVisible();
      const free = hours.locator('button:not([disabled])');
      if ((await free.count()) === 0) continue;
      // Each width takes its own end of the day, so the two runs never want one hour.
      const hour = testInfo.project.name === 'mobile' ? free.first() : free.last();
      await hour.focus();
      await page.keyboard.press('Enter');
      await expect(hour).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: text.submit, exact: true }).focus();
      await page.keyboard.press('Enter');
      booked = true;
      break;
    }
    expect(booked).toBe(true);
    await expect(page.getByText(text.booked)).toBeVisible();
    await expect(
      card.getByRole('list', { name: text.list }).getByText(text.state).first(),
    ).toBeVisible();
  });
});
