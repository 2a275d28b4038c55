import { openMenuIfCollapsed } from './support/session';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * The admin's jobs screen at both widths. The e2e server runs no workers, so a run is only
 * queued; the desktop and mobile runs share the server, so the second to ask may find the
 * first one's run still waiting.
 */
test.describe('background jobs', () => {
  test('when the admin opens the jobs screen and runs a job by keyboard, then it fits the width and a toast says it is queued', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(page, 'admin');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: '자동 작업' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: '자동 작업' })).toBeVisible();

    const list =
      testInfo.project.name === 'mobile'
        ? page.getByRole('list', { name: '자동 작업 목록', exact: true })
        : page.getByRole('table', { name: '자동 작업 목록', exact: true });
    await expect(list.getByText('연습실 이용 완료 처리')).toBeVisible();
    await expect(list.getByText('*/15 * * * * (Asia/Seoul)').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    const run = list.getByRole('button', { name: '연습실 이용 완료 처리 지금 실행' });
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/jobs/practice-completion/run',
    );
    await run.focus();
    await page.keyboard.press('Enter');
    expect((await answered).ok()).toBe(true);
    await expect(
      page.getByText(
        /^(작업을 실행 대기열에 넣었습니다\.|이 작업은 이미 실행을 기다리고 있습니다\.)/,
      ),
    ).toBeVisible();
  });
});
