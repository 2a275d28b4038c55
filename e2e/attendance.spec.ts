import type { APIRequestContext } from '@playwright/test';
import { bookMakeupOnDashboard, MAKEUP_TEXT } from './support/makeups';
import { shortDate } from './support/calendar';
import { lessonDateOf } from './support/lesson-dates';
import { ACCOUNTS } from './support/session';
import { expect, test, type Page, type SignIn } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';

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
    await expectNoSidewaysScroll(page);
  });

  test('when a member says they cannot come to an upcoming lesson, then the credit it earns books a make-up', async ({
    page,
    signIn,
  }, testInfo) => {
    // The student at 1440 px (Korean), the foreign member at 375 px (English), each on the lesson
    // date no other journey of theirs touches (e2e/support/lesson-dates.ts).
    const mobile = testInfo.project.name === 'mobile';
    const { role, t, upcoming } = await openOwnSchedule(page, signIn, mobile);
    const date = lessonDateOf(role, 'notice');
    const cannotCome = upcoming.getByRole('button', { name: t.cannotComeOn(date) });
    await cannotCome.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.reason).fill(t.because);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.received).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(upcoming.getByText(t.noticed).first()).toBeVisible();

    // The credit is spent at once, so the runs at both widths leave the member's credits as found;
    // each books a week apart from the other and from the make-up journey of the same member.
    await page.goto('/user/dashboard');
    await bookMakeupOnDashboard(page, MAKEUP_TEXT[mobile ? 'en' : 'ko'], {
      earliestHour: mobile,
      fromDay: mobile ? 16 : 9,
    });
  });

  test('when a member takes a notice back and cancels a make-up, then the lesson is theirs again and the credit books another', async ({
    page,
    apiAs,
    signIn,
  }, testInfo) => {
    // The student at 1440 px (Korean), the foreign member at 375 px (English): never one member twice.
    const mobile = testInfo.project.name === 'mobile';
    const { role, t, upcoming } = await openOwnSchedule(page, signIn, mobile);
    const date = lessonDateOf(role, 'noticeTakenBack');
    const cannotCome = upcoming.getByRole('button', { name: t.cannotComeOn(date) });
    const label = (await cannotCome.getAttribute('aria-label')) ?? '';
    const time = /(\d{2}:\d{2})/.exec(label)?.[1] ?? '';
    expect(time, label).toMatch(/^\d{2}:\d{2}$/);
    await upcoming.getByRole('button', { name: label, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.reason).fill(t.because);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.received).first()).toBeVisible();

    const takeBack = upcoming.getByRole('button', { name: t.withdrawLabel(date, time) });
    await takeBack.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: t.withdrawTitle(date, time) });
    await confirm.getByRole('button', { name: t.withdrawConfirm, exact: true }).click();
    await expect(page.getByText(t.withdrawn)).toBeVisible();
    await expect(upcoming.getByRole('button', { name: label, exact: true })).toBeVisible();

    // A make-up booked with a granted credit, cancelled, and the credit spent again on another
    // day: the member's credits end as they were, as the other journeys expect.
    const admin = await apiAs('admin');
    await grantCredit(admin, role);
    await page.goto('/user/dashboard');
    const text = MAKEUP_TEXT[mobile ? 'en' : 'ko'];
    const booked = await bookMakeupOnDashboard(page, text, { earliestHour: mobile, fromDay: 23 });
    const card = page.getByRole('region', { name: text.card });
    const end = `${String(Number(booked.start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    await card.getByRole('button', { name: t.cancelLabel(booked.date, booked.start, end) }).click();
    const cancelling = page.getByRole('dialog', {
      name: t.cancelTitle(booked.date, booked.start, end),
    });
    await cancelling.getByRole('button', { name: t.cancelConfirm, exact: true }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expect(cancelling).toHaveCount(0);
    await bookMakeupOnDashboard(page, text, { earliestHour: !mobile, fromDay: 23 });
  });
});

/**
 * Signs in this run's member (the foreign member at 375 px, in English; the student at 1440 px,
 * in Korean) on their lesson schedule: the member, the words of their language and the upcoming
 * lessons.
 */
async function openOwnSchedule(page: Page, signIn: SignIn, mobile: boolean) {
  const role = mobile ? ('foreign' as const) : ('student' as const);
  const t = TAKE_BACK_TEXT[mobile ? 'en' : 'ko'];
  await signIn(page, role, { to: '/user/lesson-schedule' });
  return { role, t, upcoming: page.getByRole('region', { name: t.upcoming }) };
}

/** Staff (`admin`) give the member a credit, as a notice or a cancelled lesson would. */
async function grantCredit(admin: APIRequestContext, role: 'student' | 'foreign') {
  const listed = await admin.get('/api/users', { params: { limit: 1000 } });
  const { data } = (await listed.json()) as {
    data: { users: { userId: number; name: string }[] };
  };
  const memberId = data.users.find((user) => user.name === ACCOUNTS[role].name)?.userId;
  const res = await admin.post('/api/makeups/credits', {
    data: { memberId, action: 'grant', reason: '보강 취소 시험' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A day as a regular expression matches it literally: its weekday is in parentheses. */
const inPattern = (text: string) => text.replace(/[()]/g, '\\$&');

/** The words of the member's screens this journey reads, in each language. */
const TAKE_BACK_TEXT = {
  ko: {
    upcoming: '다가오는 레슨',
    cannotComeOn: (date: string) =>
      new RegExp(`^${inPattern(shortDate(date, 'ko'))} \\d{2}:\\d{2} 레슨에 못 가요$`),
    noticed: '사전 연락 결석',
    reason: /결석 사유/,
    because: '가족 행사',
    send: '결석 연락 보내기',
    received: /결석 연락을 받았습니다\./,
    withdrawLabel: (date: string, time: string) =>
      `${shortDate(date, 'ko')} ${time} 레슨 결석 연락 취소`,
    withdrawTitle: (date: string, time: string) =>
      `${shortDate(date, 'ko')} ${time} 레슨의 결석 연락을 취소할까요?`,
    withdrawConfirm: '결석 연락 취소',
    withdrawn: '결석 연락을 취소했습니다. 수업에 오실 수 있습니다.',
    cancelLabel: (date: string, start: string, end: string) => `${date} ${start}-${end} 보강 취소`,
    cancelTitle: (date: string, start: string, end: string) =>
      `${date} ${start}-${end} 보강 수업을 취소할까요?`,
    cancelConfirm: '보강 취소',
    cancelled: /보강 수업을 취소했습니다\./,
  },
  en: {
    upcoming: 'Upcoming lessons',
    cannotComeOn: (date: string) =>
      new RegExp(`^I cannot come to the lesson on ${inPattern(shortDate(date, 'en'))}, `),
    noticed: 'Absent with notice',
    reason: /Reason/,
    because: 'Family visit',
    send: 'Send notice',
    received: /Your notice has been received\./,
    withdrawLabel: (date: string, time: string) =>
      `Withdraw notice: the lesson on ${shortDate(date, 'en')}, ${time}`,
    withdrawTitle: (date: string, time: string) =>
      `Withdraw the notice for ${shortDate(date, 'en')}, ${time}?`,
    withdrawConfirm: 'Withdraw notice',
    withdrawn: 'Your notice is withdrawn. The lesson is yours again.',
    cancelLabel: (date: string, start: string, end: string) =>
      `Cancel the make-up on ${date} ${start}-${end}`,
    cancelTitle: (date: string, start: string, end: string) =>
      `Cancel the make-up on ${date} ${start}-${end}?`,
    cancelConfirm: 'Cancel make-up',
    cancelled: /Your make-up lesson is cancelled\./,
  },
} as const;
