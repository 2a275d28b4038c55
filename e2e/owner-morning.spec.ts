import { seoulIsoDate } from './support/calendar';
import { seoulDay, todayWeekdayName } from './support/seoul-date';
import { expectNoSidewaysScroll } from './support/layout';
import { expect, test } from './support/test';
import { approveNewMemberWithAccount, type NewMember } from './support/tuition';
import {
  confirmMove,
  lessonBlock,
  movedBlock,
  moveByKeyboard,
  openWeekView,
  WEEK_VIEW_WORDS,
} from './support/week-view';

/**
 * The owner's morning in one go (docs/product/back-office.md): Today on the dashboard, one tap of
 * attendance, the member's page from their name, a consultation note, then next week's lesson
 * moved a day on the week view by keyboard. Each run has a member of its own with a lesson today,
 * whatever day it is, at an hour no other journey and no demo member takes on any weekday (09:00
 * and 22:00: the others' hours move lessons onto other days' hours, which these would block);
 * Korean at 1440 px, English at 375 px.
 */
const RUNS = {
  desktop: {
    language: 'KOR',
    member: { name: '아침데스크', startTime: '09:00', endTime: '10:00', phone: '01066201111' },
    words: {
      today: '오늘',
      present: '출석',
      attended: /출석/,
      addNote: '상담일지 쓰기',
      noteBody: '내용',
      save: '저장',
      notes: '상담일지',
    },
  },
  mobile: {
    language: 'ENG',
    member: { name: 'Morning Mobile', startTime: '22:00', endTime: '23:00', phone: '01066202222' },
    words: {
      today: 'Today',
      present: 'Present',
      attended: /Attended/,
      addNote: 'Add note',
      noteBody: 'Note',
      save: 'Save',
      notes: 'Consultation notes',
    },
  },
} as const;

test("when the owner starts the day, then they mark a lesson, note a consultation and move next week's lesson", async ({
  page,
  signIn,
  apiAs,
}, testInfo) => {
  test.slow();
  const run = testInfo.project.name === 'mobile' ? RUNS.mobile : RUNS.desktop;
  const { words } = run;
  const weekday = seoulDay(0).weekday;
  const member: NewMember = {
    name: run.member.name,
    weekday: todayWeekdayName(),
    startTime: run.member.startTime,
    endTime: run.member.endTime,
    email: `owner.morning.${testInfo.project.name}@example.com`,
    phoneNumber: run.member.phone,
  };
  await approveNewMemberWithAccount(await apiAs('admin'), member);
  await signIn(page, 'admin');
  await page.evaluate((value) => window.localStorage.setItem('language', value), run.language);
  await page.goto('/admin/dashboard');

  // Today: the lesson by name, attended with one tap.
  const today = page.getByRole('region', { name: words.today, exact: true });
  const lesson = today.getByRole('listitem').filter({ hasText: member.name });
  const present = lesson.getByRole('button', { name: words.present, exact: true });
  await present.click();
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await expect(lesson.getByRole('group')).toHaveAttribute('aria-busy', 'false');
  await expectNoSidewaysScroll(page);
  // Recorded: read again from the server, the lesson says so.
  await page.reload();
  await expect(lesson).toContainText(words.attended);
  await expect(present).toHaveAttribute('aria-pressed', 'true');

  // The member's page from their name, and a consultation note there.
  await lesson.getByRole('link', { name: member.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name);
  const note = `아침 상담 ${testInfo.project.name}`;
  await page.getByRole('button', { name: words.addNote }).click();
  const noteDialog = page.getByRole('dialog');
  await noteDialog.getByLabel(words.noteBody).fill(note);
  await noteDialog.getByRole('button', { name: words.save, exact: true }).click();
  await expect(page.getByRole('region', { name: words.notes }).getByText(note)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Next week's lesson, a day on by keyboard (a day back from a Sunday, the week's last day).
  const week = WEEK_VIEW_WORDS[run.language];
  await openWeekView(page, week, seoulIsoDate(7));
  const hours = `${member.startTime}–${member.endTime}`;
  const weekly = lessonBlock(page, week, member.name, hours);
  await moveByKeyboard(page, weekly, [weekday === 0 ? 'ArrowLeft' : 'ArrowRight']);
  await confirmMove(page, week, 'e2e 아침 회의');
  const moved = movedBlock(page, week, member.name, hours);
  await moved.scrollIntoViewIfNeeded();
  await expect(moved).toBeVisible();
  await expect(weekly).toHaveCount(0);
});
