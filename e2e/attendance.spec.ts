import { bookMakeupOnDashboard, MAKEUP_TEXT } from './support/makeups';
import { ACCOUNTS } from './support/session';
import { expect, test, type Page } from './support/test';

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week the staff screen shows, read from its heading ("… ~ … 출석"). */
async function shownMonday(page: Page): Promise<string> {
  const heading = page.getByRole('heading', {
    name: /^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2} 출석$/,
  });
  return (/^\d{4}-\d{2}-\d{2}/.exec((await heading.textContent()) ?? '') ?? [''])[0];
}

/**
 * Staff mark last week's lessons on /admin/attendance by keyboard: a grid at 1440 px, a list by
 * day at 375 px. The runs share the server, so each marks its own member's lesson.
 */
test.describe('attendance', () => {
  test('when staff mark a lesson of last week by keyboard, then the state is stored and shown pressed, and the page fits the width', async ({
    page,
    signIn,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    // The day of the week (1 = Monday) of the member's weekly lesson.
    const lesson = mobile
      ? { name: ACCOUNTS.foreign.name, isoWeekday: 4, time: '18:00', state: '무단 결석' }
      : { name: ACCOUNTS.student.name, isoWeekday: 2, time: '19:00', state: '출석' };
    await signIn(page, 'admin', { to: '/admin/attendance' });
    const thisMonday = await shownMonday(page);
    await page.getByRole('button', { name: '이전 주' }).focus();
    await page.keyboard.press('Enter');
    // Last week, as the screen counts weeks: its lesson of the member is the one marked.
    await expect.poll(() => shownMonday(page)).toBe(addDays(thisMonday, -7));
    const date = addDays(thisMonday, -7 + lesson.isoWeekday - 1);
    const group = page.getByRole('group', {
      name: `${lesson.name} ${date} ${lesson.time} 출석`,
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
    signIn,
  }, testInfo) => {
    await signIn(page, 'student', { to: '/user/lesson-schedule' });
    const upcoming = page.getByRole('region', { name: '다가오는 레슨' });
    // A weekly lesson (the student's Tuesday 19:00), not a make-up this member's other journeys
    // booked: a notice for a booked make-up cancels it instead (docs/product/attendance.md).
    const atSeven = upcoming.getByRole('button', { name: / 19:00 레슨에 못 가요$/ });
    await expect(atSeven.first()).toBeVisible();
    const labels = await atSeven.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );
    const weekly = labels.find(
      (label) => new Date(`${label.slice(0, 10)}T00:00Z`).getUTCDay() === 2,
    );
    expect(weekly, labels.join(', ')).toBeDefined();
    const cannotCome = upcoming.getByRole('button', { name: weekly, exact: true });
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
