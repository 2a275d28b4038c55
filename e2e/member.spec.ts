import { seoulIsoDate, showDay } from './support/calendar';
import { seoulDay } from './support/seoul-date';
import { countMailsTo, readLink } from './support/mailbox';
import { ACCOUNTS, login } from './support/session';
import { expect, test } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';

test.describe('member area', () => {
  // These journeys use the foreign member's data in the desktop run and the student's in the
  // mobile run, so the two projects never book or request the same slot.
  const memberFor = (projectName: string) =>
    projectName === 'mobile' ? ('student' as const) : ('foreign' as const);

  test('when the student opens the dashboard, then the lesson slot and notifications show, and a notification leads to practice booking', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'student');
    await expect(page.getByText('010-1234-5678').first()).toBeVisible();
    await expect(page.getByText(/화요일/).first()).toBeVisible();
    await page
      .getByRole('button', { name: /연습실 예약 완료/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '연습실 예약 완료' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '바로가기' }).click();
    await expect(page).toHaveURL(/\/user\/practice-booking$/);
  });

  test('when the member edits the email inline, then a malformed or unchanged address is refused and a new one changes once the link mailed to it is confirmed', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run changes the demo e-mail');
    // Changing the e-mail changes the account: this journey signs in on its own, with the form.
    /** The e-mail form refuses `address` with `message`; Escape closes it again. */
    const expectRefused = async (address: string, message: string) => {
      await page.getByRole('button', { name: '이메일 수정' }).click();
      await page.getByLabel('새 이메일').fill(address);
      await page.getByRole('button', { name: '확인 링크 받기' }).click();
      await expect(page.getByText(message).first()).toBeVisible();
      await page.getByLabel('새 이메일').press('Escape');
    };
    const changeTo = async (address: string, from: string) => {
      await page.getByRole('button', { name: '이메일 수정' }).click();
      await page.getByLabel('새 이메일').fill(address);
      const linksBefore = countMailsTo(address);
      const noticesBefore = countMailsTo(from);
      await page.getByRole('button', { name: '확인 링크 받기' }).click();
      await expect(
        page.getByText(`${address}(으)로 확인 링크를 보냈습니다.`, { exact: false }),
      ).toBeVisible();
      // Nothing changes before the link is confirmed; the old address is told at once.
      await expect(page.getByText(from).first()).toBeVisible();
      await expect.poll(() => countMailsTo(from)).toBe(noticesBefore + 1);

      // The member opens the link from the mail: the page only asks, the button confirms.
      await page.goto(await readLink(address, linksBefore, '/email-change/confirm'));
      await expect(page.getByRole('heading', { level: 1, name: '이메일 변경 확인' })).toBeVisible();
      await page.getByRole('button', { name: '이메일 변경 확인' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `이메일이 ${address}(으)로 변경되었습니다.` }),
      ).toBeFocused();
      await page.getByRole('link', { name: '내 계정으로' }).click();
      await expect(page).toHaveURL(/\/user\/dashboard$/);
      await expect(page.getByText(address).first()).toBeVisible();
    };
    await login(page, ACCOUNTS.student.loginId, ACCOUNTS.student.password);
    await expectRefused('not-an-email', '올바른 이메일 형식을 입력해주세요.');

    await changeTo('minjun.kim@example.com', 'student@example.com');

    await expectRefused('MINJUN.KIM@example.com', '현재 이메일과 동일합니다.');

    await changeTo('student@example.com', 'minjun.kim@example.com');
  });

  test('when the member books a practice room, then it is listed and on the calendar, and it can be cancelled', async ({
    page,
    signIn,
  }, testInfo) => {
    const role = memberFor(testInfo.project.name);
    const day = seoulIsoDate(testInfo.project.name === 'mobile' ? 4 : 3);
    await signIn(page, role, { to: '/user/practice-booking' });
    const english = role === 'foreign';
    const calendar = page.getByRole('grid', {
      name: english ? 'Choose a practice date' : '연습실 예약 날짜 선택',
    });
    await (await showDay(calendar, day, english ? 'en' : 'ko')).click();
    const roomLabel = english ? 'Practice room' : '연습실';
    await page.getByLabel(roomLabel, { exact: true }).selectOption({ index: 2 });
    // 21:00 is no make-up hour, so no make-up journey of the same member can have taken it.
    await page.getByRole('button', { name: '21:00', exact: true }).click();
    await page.getByRole('button', { name: english ? 'Book' : '예약하기', exact: true }).click();
    await expect(
      page.getByText(english ? 'Your booking is complete.' : '예약이 완료되었습니다.').first(),
    ).toBeVisible();

    await expect(calendar).toContainText('21:00');

    const cancelButton = page.getByRole('button', {
      name: english ? /^Cancel booking: .*21:00/ : /21:00.*예약 취소$/,
    });
    await expect(cancelButton).toBeVisible();
    await cancelButton.click();
    const confirm = page.getByRole('dialog', {
      name: english ? 'Cancel this booking?' : '예약을 취소할까요?',
    });
    await confirm.getByRole('button', { name: english ? 'Cancel booking' : '취소하기' }).click();
    await expect(
      page
        .getByText(english ? 'Your booking has been cancelled.' : '예약이 취소되었습니다.')
        .first(),
    ).toBeVisible();
    await expect(cancelButton).toHaveCount(0);
  });

  test('when the member opens the day of their own lesson, then its hour says so, cannot be chosen and is passed over by keyboard, and nothing scrolls sideways', async ({
    page,
    signIn,
  }) => {
    // The foreign member's Thursday 18:00 lesson one to seven days ahead: no journey gives notice
    // for it. The back-office journey moves their coming lesson (e2e/support/lesson-dates.ts),
    // which may be this one: it then moves to 17:00 of the same day.
    const day = seoulIsoDate(((4 - seoulDay(0).weekday + 6) % 7) + 1);
    await signIn(page, 'foreign', { to: '/user/practice-booking' });
    const calendar = page.getByRole('grid', { name: 'Choose a practice date' });
    await (await showDay(calendar, day, 'en')).click();
    // Room 3: the demo's bookings are in rooms 1 and 2, and the lesson is the member's in any room.
    await page.getByLabel('Practice room', { exact: true }).selectOption({ index: 2 });
    const hours = page.getByRole('group', { name: /^Booking times on / });
    const lesson = hours.getByRole('button', { name: /^(17|18):00 Your lesson$/ });
    await expect(lesson).toBeVisible();
    await expect(lesson).toBeDisabled();

    const lessonHour = Number(((await lesson.textContent()) ?? '').slice(0, 2));
    await hours.getByRole('button', { name: `${lessonHour - 1}:00`, exact: true }).focus();
    await page.keyboard.press('Tab');
    const focusedHour = await page.evaluate(() =>
      Number((document.activeElement?.textContent ?? '').slice(0, 2)),
    );
    expect(focusedHour).toBeGreaterThan(lessonHour);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^\d{2}:00 – \d{2}:00$/)).toContainText(
      `${String(focusedHour).padStart(2, '0')}:00 –`,
    );
    await expectNoOverflowPastWindow(page);
  });

  test('when a booking of the student’s has ended, then the list shows it completed and offers no cancel', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'student', { to: '/user/practice-booking' });
    const ended = page
      .getByRole('region', { name: '내 예약' })
      .getByRole('listitem')
      .filter({ hasText: '18:00–19:00' });
    await expect(ended).toContainText('이용완료');
    await expect(ended.getByRole('button')).toHaveCount(0);
  });

  test('when the e-mail edit is used on a phone, then it works by keyboard, speaks the member’s language and nothing scrolls sideways', async ({
    page,
    signIn,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the 375 px layout');
    // Only a link goes out: the address stays until someone confirms it, which no journey does.
    const longAddress = 'a.rather.long.address.for.the.link.note@example.com';
    await signIn(page, 'foreign');
    await page.getByRole('button', { name: 'Edit email' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('New email')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(longAddress);
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('New email')).toBeHidden();
    await page.getByRole('button', { name: 'Edit email' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(longAddress);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`We sent a link to ${longAddress}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('foreign@example.com').first()).toBeVisible();
    await expectNoOverflowPastWindow(page);
  });

  test('when the member screens open, then nothing scrolls sideways', async ({ page, signIn }) => {
    await signIn(page, 'student');
    for (const path of [
      '/user/dashboard',
      '/user/lesson-schedule',
      '/user/practice-booking',
      '/user/change-password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoOverflowPastWindow(page, path);
    }
  });
});
