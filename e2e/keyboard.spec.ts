import { seoulIsoDate, shortDate, showDay } from './support/calendar';
import { ACCOUNTS } from './support/session';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * Journeys done with the keyboard alone: every step is Tab, arrows, typing, Space or Enter, so
 * a control that only answers the mouse, or a focus that gets lost, fails here.
 */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus (as a person tabbing through the page would). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Moves through a calendar grid with the arrow keys until `target` has the focus. */
async function arrowTo(page: Page, target: Locator) {
  for (const key of ['ArrowRight', 'ArrowLeft'] as const) {
    for (let step = 0; step < 62; step += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`The arrow keys never reached ${target.toString()}`);
}

/**
 * Chooses a day (yyyy-MM-dd) in a month calendar: its month is turned to with the "next month"
 * button, by keyboard, then the day is reached from the calendar's tab stop.
 */
async function chooseDay(page: Page, date: string) {
  const grid = page.getByRole('grid');
  const day = await showDay(grid, date, 'ko', async (next) => {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  });
  await tabTo(page, grid.locator('button[tabindex="0"]'));
  await arrowTo(page, day);
  await page.keyboard.press('Enter');
}

const firstFreeButton = (scope: Locator) =>
  scope.locator('button:not([disabled]):not([aria-disabled="true"])').first();

test.describe('keyboard only', () => {
  test.skip(({ isMobile }) => isMobile, 'keyboard journeys are checked at desktop width');

  // The member's own sign-in through the login form, by keyboard.
  test('when a member signs in with the keyboard, then the dashboard opens', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('아이디 또는 전화번호'));
    await page.keyboard.type(ACCOUNTS.student.loginId);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
    await page.keyboard.type(ACCOUNTS.student.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('when a guest books a one-day class with the keyboard, then it is received', async ({
    page,
  }) => {
    await page.goto('/one-day-class');
    await tabTo(page, page.getByLabel('이름'));
    await page.keyboard.type('키보드');
    await tabTo(page, page.getByLabel('생년월일'));
    await page.keyboard.type('19980303');
    await tabTo(page, page.getByLabel('휴대폰 번호'));
    await page.keyboard.type(`0107${String(Date.now()).slice(-7)}`);

    await chooseDay(page, seoulIsoDate(6));
    const slots = page.getByRole('group', { name: /희망 시간$/ });
    await tabTo(page, firstFreeButton(slots));
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: '선택한 일정' })).toContainText(':00');

    await tabTo(page, page.getByRole('button', { name: '원데이 클래스 신청하기' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('원데이클래스 신청이 완료되었습니다').first()).toBeVisible();
    // Received: the form is cleared for the next applicant.
    await expect(page.getByLabel('이름')).toHaveValue('');
  });

  test('when a member books a practice room with the keyboard, then it is booked', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'student', { to: '/user/practice-booking' });
    const date = seoulIsoDate(6);
    await chooseDay(page, date);

    const room = page.getByLabel('연습실', { exact: true });
    await tabTo(page, room);
    const before = await room.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(room).not.toHaveValue(before);

    const times = page.getByRole('group', { name: /시간/ });
    const start = /\d{2}:\d{2}/.exec((await firstFreeButton(times).textContent()) ?? '')?.[0];
    await tabTo(page, firstFreeButton(times));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: '예약하기', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('예약이 완료되었습니다.').first()).toBeVisible();
    // Booked: the member's bookings list it, with its way to cancel it.
    await expect(
      page.getByRole('button', {
        name: new RegExp(
          `^${shortDate(date, 'ko').replace(/[()]/g, '\\$&')} ${start}–.* 예약 취소$`,
        ),
      }),
    ).toBeVisible();
  });

  test('when staff approve an application with the keyboard, then the temporary password is told', async ({
    page,
    signIn,
  }) => {
    const name = '키보드승인';
    const applied = await page.request.post('/api/lessons/apply', {
      data: {
        name,
        birthDate: '19970707',
        gender: 'male',
        phoneNumber: `0108${String(Date.now()).slice(-7)}`,
        email: 'keyboard@example.com',
        preferredTime: '월요일: 13:00',
        lessonType: '일반',
        message: '',
        isForeigner: false,
      },
    });
    expect(applied.status()).toBe(201);

    await signIn(page, 'admin', { to: '/admin/lesson-requests' });
    await tabTo(page, page.getByRole('button', { name: `${name} 신청 승인` }));
    await page.keyboard.press('Enter');
    const approve = page.getByRole('dialog', { name: `${name}님 레슨 승인`, exact: true });
    await expect(approve).toBeVisible();

    const slot = approve.getByRole('radio', { name: /13:00 – 14:00/ });
    await tabTo(page, slot);
    await page.keyboard.press('Space');
    await expect(slot).toBeChecked();

    await tabTo(page, approve.getByRole('button', { name: '승인', exact: true }));
    await page.keyboard.press('Enter');
    await expect(approve).toBeHidden();
    // The temporary password is told in the app's notice, closed by keyboard too.
    const notice = page.getByRole('dialog', { name: `${name}님 레슨 승인 완료` });
    await expect(notice.locator('dd').nth(1)).toHaveText(/^\S{8,}$/);
    await tabTo(page, notice.getByRole('button', { name: '임시 비밀번호 복사' }));
    await tabTo(page, notice.getByRole('button', { name: '확인', exact: true }));
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
  });
});
