import { expectNoSidewaysScroll } from './support/layout';
import { expect, test } from './support/test';

/**
 * Staff send an announcement to one weekday's students from /admin/announcements, confirm the
 * group and its count in the app, and find it in the history; a member of that weekday finds it
 * among their notifications. In Korean at 1440 px to the Tuesday student; in English at 375 px
 * to the Thursday (foreign) student. Each run stamps its own title, as they share the server.
 */
const RUNS = {
  desktop: {
    language: 'KOR',
    open: '새 공지 보내기',
    dialog: '공지 보내기',
    weekdayGroup: '요일별 수강생',
    weekdayLabel: '요일',
    weekday: '화요일',
    send: '보내기',
    confirm: '공지를 보낼까요?',
    group: '화요일 수강생',
    confirmSend: /^\d+명에게 보내기$/,
    sent: /^\d+명에게 공지를 보냈습니다\.$/,
    history: '보낸 공지',
    read: '내용 보기',
    member: 'student',
    notifications: '알림',
    title: (stamp: string) => `화요일반 안내 ${stamp}`,
  },
  mobile: {
    language: 'ENG',
    open: 'New announcement',
    dialog: 'Send an announcement',
    weekdayGroup: 'Students of one weekday',
    weekdayLabel: 'Weekday',
    weekday: 'Thursday',
    send: 'Send',
    confirm: 'Send the announcement?',
    group: 'Thursday students',
    confirmSend: /^Send to \d+$/,
    sent: /^The announcement was sent to \d+ recipients\.$/,
    history: 'Announcements sent',
    read: 'Read',
    member: 'foreign',
    notifications: 'Notifications',
    title: (stamp: string) => `For the Thursday class ${stamp}`,
  },
} as const;

test.describe('announcements', () => {
  test('when staff send to one weekday’s students and confirm, then it is in the history and that weekday’s member sees it', async ({
    page,
    signIn,
  }, testInfo) => {
    const run = testInfo.project.name === 'mobile' ? RUNS.mobile : RUNS.desktop;
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const koreanTitle = `요일반 공지 ${stamp}`;
    const englishTitle = `Weekday notice ${stamp}`;

    await signIn(page, 'admin', { to: '/admin/announcements' });
    await page.evaluate((value) => window.localStorage.setItem('language', value), run.language);
    await page.reload();
    await page.getByRole('button', { name: run.open }).click();
    const dialog = page.getByRole('dialog', { name: run.dialog });
    // The group by keyboard: the arrows move the choice from every member to the weekday group.
    await dialog.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: run.weekdayGroup })).toBeChecked();
    await dialog.getByRole('button', { name: new RegExp(`^${run.weekdayLabel}`) }).click();
    await page.getByRole('option', { name: run.weekday, exact: true }).click();
    const fields = dialog.getByRole('textbox');
    await fields.nth(0).fill(run.language === 'KOR' ? run.title(stamp) : koreanTitle);
    await fields.nth(1).fill('이번 주 수업 안내입니다.');
    await fields.nth(2).fill(run.language === 'ENG' ? run.title(stamp) : englishTitle);
    await fields.nth(3).fill('About this week’s lessons.');
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: run.send, exact: true }).click();

    const confirm = page.getByRole('dialog', { name: run.confirm });
    await expect(confirm).toContainText(run.group);
    await confirm.getByRole('button', { name: run.confirmSend }).click();
    await expect(page.getByText(run.sent)).toBeVisible();
    await expect(dialog).toBeHidden();

    const entry = page
      .getByRole('list', { name: run.history })
      .getByRole('listitem')
      .filter({ hasText: stamp });
    await expect(entry).toContainText(run.group);
    await entry.getByText(run.read).click();
    await expect(entry).toContainText('About this week’s lessons.');
    await expectNoSidewaysScroll(page);

    await signIn(page, run.member);
    await expect(page.getByRole('region', { name: run.notifications, exact: true })).toContainText(
      run.title(stamp),
    );
  });
});
