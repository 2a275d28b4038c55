import { addDaysToIsoDate } from '../packages/contracts/src/common/dates';
import { toAcademyIsoDate } from '../packages/contracts/src/common/seoul-time';
import { expectNoSidewaysScroll } from './support/layout';
import { expect, test } from './support/test';
import { approveNewMemberWithAccount, type NewMember } from './support/tuition';

/**
 * The admin finds a member, opens their page, notes a consultation, grants a make-up credit and
 * books a practice room for them (docs/product/back-office.md#the-member-page). Each run has a
 * member of its own, approved here, so no other journey's counts change; their slots (Monday 10:00 and
 * 11:00) are apart from every other journey's and the demo members'. Korean at 1440 px, English at 375 px.
 */
const RUNS = {
  desktop: {
    language: 'KOR',
    member: {
      name: '회원페이지데스크',
      weekday: 'Monday',
      startTime: '10:00',
      endTime: '11:00',
      email: 'member.page.desk@example.com',
      phoneNumber: '01078781212',
    },
    bookIn: 12,
    search: '검색',
    notes: '상담일지',
    addNote: '상담일지 쓰기',
    noteBody: '내용',
    save: '저장',
    noteSaved: '상담일지를 저장했습니다.',
    grant: '보강권 주기',
    reason: '사유',
    submitGrant: '지급',
    granted: '보강권을 지급했습니다.',
    book: '연습실 예약',
    date: '날짜',
    room: '연습실',
    submitBook: '예약',
    booked: '예약이 완료되었습니다.',
    credits: '보강과 보강권',
  },
  mobile: {
    language: 'ENG',
    member: {
      name: '회원페이지모바일',
      weekday: 'Monday',
      startTime: '11:00',
      endTime: '12:00',
      email: 'member.page.mobile@example.com',
      phoneNumber: '01079791313',
    },
    bookIn: 13,
    search: 'Search',
    notes: 'Consultation notes',
    addNote: 'Add note',
    noteBody: 'Note',
    save: 'Save',
    noteSaved: 'The consultation note has been saved.',
    grant: 'Grant a credit',
    reason: 'Reason',
    submitGrant: 'Grant',
    granted: 'The credit has been granted.',
    book: 'Book a practice room',
    date: 'Date',
    room: 'Room',
    submitBook: 'Book',
    booked: 'Your booking is complete.',
    credits: 'Make-ups and credits',
  },
} as const;

test('when the admin opens a member’s page, then they note a consultation, grant a credit and book a practice room for the member', async ({
  page,
  signIn,
  apiAs,
}, testInfo) => {
  const run = testInfo.project.name === 'mobile' ? RUNS.mobile : RUNS.desktop;
  const member: NewMember = run.member;
  await approveNewMemberWithAccount(await apiAs('admin'), member);

  await signIn(page, 'admin', { to: '/admin/users' });
  await page.evaluate((value) => window.localStorage.setItem('language', value), run.language);
  await page.reload();
  await page.getByRole('searchbox', { name: run.search }).fill(member.name);
  await page.getByRole('link', { name: member.name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name);
  await expectNoSidewaysScroll(page);

  // A consultation note, staff's only.
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('button', { name: run.addNote }).click();
  const noteDialog = page.getByRole('dialog');
  await noteDialog.getByLabel(run.noteBody).fill(`상담 ${stamp}`);
  await noteDialog.getByRole('button', { name: run.save, exact: true }).click();
  await expect(page.getByText(run.noteSaved)).toBeVisible();
  const notes = page.getByRole('region', { name: run.notes });
  await expect(notes.getByText(`상담 ${stamp}`)).toBeVisible();

  // A make-up credit, through the make-ups' own dialog.
  await page.getByRole('button', { name: run.grant }).click();
  const creditDialog = page.getByRole('dialog');
  await creditDialog.getByLabel(run.reason).fill('학원 사정');
  await creditDialog.getByRole('button', { name: run.submitGrant, exact: true }).click();
  await expect(page.getByText(run.granted)).toBeVisible();
  const credits = page.getByRole('region', { name: run.credits });
  await expect(credits.getByRole('listitem').first()).toContainText(
    /학원 지급|Granted by the academy/,
  );

  // A practice room, under the member's own rules, by keyboard.
  const day = addDaysToIsoDate(toAcademyIsoDate(new Date()), run.bookIn);
  await page.getByRole('button', { name: run.book }).click();
  const bookDialog = page.getByRole('dialog');
  await bookDialog.getByLabel(run.room, { exact: true }).selectOption('room3');
  await bookDialog.getByLabel(run.date, { exact: true }).fill(day);
  await bookDialog.getByRole('button', { name: run.submitBook, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(run.booked)).toBeVisible();
  await expect(bookDialog).toBeHidden();
  await expectNoSidewaysScroll(page);
});
