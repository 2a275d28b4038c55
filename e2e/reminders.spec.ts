import { expect, test } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';

test.describe('lesson reminders outside the app', () => {
  // The desktop run uses the foreign member (English), the mobile run the student (Korean), so
  // the two projects never change the same member's setting.
  test('when the member turns the reminder off and on by keyboard, then it is saved and the card fits the screen', async ({
    page,
    signIn,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    const copy = mobile
      ? {
          toggle: '수업 전날 알림 받기',
          off: '수업 전날 알림을 앱에서만 받습니다.',
          on: '수업 전날 알림을 보내드립니다.',
        }
      : {
          toggle: 'Remind me the day before each lesson',
          off: 'You will be reminded in the app only.',
          on: 'You will be reminded the day before each lesson.',
        };
    await signIn(page, mobile ? 'student' : 'foreign');
    const toggle = page.getByRole('switch', { name: copy.toggle });
    await expect(toggle).toBeChecked();

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(copy.off)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: copy.toggle })).not.toBeChecked();

    await expectNoOverflowPastWindow(page);

    await page.getByRole('switch', { name: copy.toggle }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(copy.on)).toBeVisible();
    await expect(page.getByRole('switch', { name: copy.toggle })).toBeChecked();
  });
});
