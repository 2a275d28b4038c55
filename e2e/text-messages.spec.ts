import { ALIMTALK_TEMPLATES } from '../packages/contracts/src/text-messages/alimtalk-templates';
import { openMenuIfCollapsed } from './support/session';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';

const approved = ALIMTALK_TEMPLATES.lessonApplicationApproved.ko;

/**
 * The admin's 알림톡 templates screen at both widths (375 px is the one most admins carry). The
 * e2e server runs without a text-message provider, so the screen shows the channel-off view:
 * it says so, offers neither a sync nor a test send, and still gives the exact text to register.
 * The on view is drawn from the same list with `channelOn` changed in the browser.
 */
test.describe('알림톡 templates', () => {
  test('when the admin opens the templates with text messages off, then it says so, fits the width, and the text to register opens and closes by keyboard', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(page, 'admin');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: '알림톡 템플릿' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/text-messages$/);
    await expect(page.getByRole('heading', { level: 1, name: '알림톡 템플릿' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('알림톡이 설정되어 있지 않습니다');

    const list =
      testInfo.project.name === 'mobile'
        ? page.getByRole('list', { name: '알림톡 템플릿', exact: true })
        : page.getByRole('table', { name: '알림톡 템플릿', exact: true });
    await expect(list.getByText('정규 레슨 등록 안내 (한국어)')).toBeVisible();
    await expect(list.getByText('확인 전').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /테스트 발송/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '지금 동기화' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await list.getByRole('button', { name: `${approved.code} 등록 내용 보기` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${approved.code} 등록 내용` });
    await expect(dialog.getByLabel('내용', { exact: true })).toHaveValue(approved.content);
    await expect(dialog.getByLabel('버튼', { exact: true })).toHaveValue(
      /^로그인하기 \(웹링크\): http.+\/login$/,
    );
    await expect(dialog).toContainText('예: 보안 템플릿으로 등록하세요');
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: '내용 복사' }).click();
    await expect(
      page.getByText(
        /^(복사했습니다\.|복사하지 못했습니다\. 선택된 내용을 Ctrl\+C로 복사하세요\.)$/,
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('when the list says text messages are on, then the sync and a keyboard test send are offered, prefilled with the admin’s phone, and the server’s refusal shows in the dialog', async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    consoleErrors.expectRefusal(
      409,
      '/api/text-message-templates/LESSON_APPLIED_KO/test',
      'the test send is refused: the channel is off',
    );
    // The e2e server runs without a provider (every journey's mail depends on it): the list's
    // answer is changed to "on" in the browser, and the test send goes to the real API, which
    // refuses it as the channel is off; the on view's layout and dialog are what is checked.
    await page.route('**/api/text-message-templates', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, channelOn: true } } });
    });
    await signIn(page, 'admin');
    await page.goto('/admin/text-messages');
    await expect(page.getByRole('heading', { level: 1, name: '알림톡 템플릿' })).toBeVisible();
    await expect(page.getByRole('button', { name: '지금 동기화' })).toBeVisible();
    await expect(page.getByText('아직 동기화하지 않았습니다.', { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const testSend = page
      .getByRole('button', { name: 'LESSON_APPLIED_KO 테스트 발송' })
      .filter({ visible: true });
    await testSend.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'LESSON_APPLIED_KO 테스트 발송' });
    await expect(dialog.getByLabel(/휴대폰 번호/)).toHaveValue('010-5555-6666');
    await expectNoSidewaysScroll(page);
    await dialog.getByLabel(/휴대폰 번호/).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('알림톡이 설정되어 있지 않습니다');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
