import { expect, test } from '@playwright/test';
import { bookMakeupOnDashboard, MAKEUP_TEXT } from './support/makeups';
import { seoulDay } from './support/seoul-date';
import { ACCOUNTS, login } from './support/session';

const isoDate = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day `isoWeekday` (1 = Monday) of last week, in Seoul. */
function lastWeeks(isoWeekday: number): string {
  const sinceMonday = (seoulDay(0).weekday + 6) % 7;
  return isoDate(seoulDay(-sinceMonday - 7 + isoWeekday - 1));
}

/**
 * Staff mark last week's lessons on /admin/attendance by keyboard: a grid at 1440 px, a list by
 * day at 375 px. The runs share the server, so each marks its own member's lesson.
 */
test.describe('attendance', () => {
  test('when staff mark a lesson of last week by keyboard, then the state is stored and shown pressed, and the page fits the width', async ({
    page,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    const lesson = mobile
      ? { name: ACCOUNTS.foreign.name, date: lastWeeks(4), time: '18:00', state: '무단 결석' }
      : { name: ACCOUNTS.student.name, date: lastWeeks(2), time: '19:00', state: '출석' };
    await login(page, ACCOUNTS.admin.loginId, ACCOUNTS.admin.password);
    await page.goto('/admin/attendance');
    await page.getByRole('button', { name: '이전 주' }).focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', {
      name: `${lesson.name} ${lesson.date} ${lesson.time} 출석`,
    });
    await expect(group).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(mobile ? 0 : 1);

    const choice = group.getByRole('button', { name: lesson.state, exact: true });
    await choice.focus();
    await page.keyboard.press('Enter');
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await page.getByRole('button', { name: '이전 주' }).click();
    await expect(group.getByRole('button', { name: lesson.state, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
  });

  test('when a member says they cannot come to an upcoming lesson, then the credit it earns books a make-up', async ({
    page,
  }, testInfo) => {
    await login(page, ACCOUNTS.student.loginId, ACCOUNTS.student.password);
    await page.goto('/user/lesson-schedule');
    const upcoming = page.getByRole('region', { name: '다가오는 레슨' });
    const cannotCome = upcoming.getByRole('button', { name: /레슨에 못 가요$/ }).first();
    await cannotCome.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/결석 사유/).fill('가족 행사');
    await dialog.getByRole('button', { name: '결석 연락 보내기' }).click();
    await expect(page.getByText(/결석 연락을 받았습니다\./)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(upcoming.getByText('사전 연락 결석').first()).toBeVisible();

    // The credit is spent at once, so the runs at both widths leave the member's credits as found;
    // each books a week apart from the other and from the make-up journey of the same member.
    await page.goto('/user/dashboard');
    await bookMakeupOnDashboard(page, MAKEUP_TEXT.ko, {
      earliestHour: testInfo.project.name === 'mobile',
      fromDay: testInfo.project.name === 'mobile' ? 16 : 9,
    });
  });
});
