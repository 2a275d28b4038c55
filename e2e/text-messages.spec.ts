import { ALIMTALK_TEMPLATES } from '../packages/contracts/src/text-messages/alimtalk-templates';
import { ALIMTALK_VARIABLES } from '../packages/contracts/src/text-messages/alimtalk-variables';
import { TEXT_MESSAGE_TEMPLATE_MESSAGES } from '../packages/contracts/src/text-messages/text-message-templates-messages';
import { openMenuIfCollapsed } from './support/session';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';
import { readAlimtalk } from './support/text-inbox';

const approved = ALIMTALK_TEMPLATES.lessonApplicationApproved.ko;
const applied = ALIMTALK_TEMPLATES.lessonApplicationReceived.ko;

/**
 * The admin's 알림톡 templates screen at both widths (375 px is the one most admins carry). The
 * e2e server runs with the text channel on, towards the Solapi double (e2e-server.mjs), which has
 * every template of the catalog registered and approved: the admin reads the text to register,
 * queues a sync, and a test send reaches the double.
 */
test.describe('알림톡 templates', () => {
  test('when the admin opens the templates, then the channel is on, it fits the width, and the text to register opens and closes by keyboard', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(page, 'admin');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: '알림톡 템플릿' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/text-messages$/);
    await expect(page.getByRole('heading', { level: 1, name: '알림톡 템플릿' })).toBeVisible();
    await expect(page.getByRole('button', { name: '지금 동기화' })).toBeVisible();
    await expect(page.getByText('알림톡이 설정되어 있지 않습니다')).toHaveCount(0);

    const list =
      testInfo.project.name === 'mobile'
        ? page.getByRole('list', { name: '알림톡 템플릿', exact: true })
        : page.getByRole('table', { name: '알림톡 템플릿', exact: true });
    await expect(list.getByText('정규 레슨 등록 안내 (한국어)')).toBeVisible();
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

  test('when the admin syncs and sends a test by keyboard, then the sync is queued and the 알림톡 reaches the provider', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/text-messages');
    await expect(page.getByRole('heading', { level: 1, name: '알림톡 템플릿' })).toBeVisible();
    // The e2e server runs no job workers: the sync is queued, and until it runs every template
    // goes under its own code, which is how the double has them registered.
    await page.getByRole('button', { name: '지금 동기화' }).click();
    await expect(
      page.getByText(
        new RegExp(
          `^(${TEXT_MESSAGE_TEMPLATE_MESSAGES.syncQueued.ko}|${TEXT_MESSAGE_TEMPLATE_MESSAGES.syncAlreadyQueued.ko})`,
        ),
      ),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    const testSend = page
      .getByRole('button', { name: `${applied.code} 테스트 발송` })
      .filter({ visible: true });
    await testSend.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${applied.code} 테스트 발송` });
    const phone = dialog.getByLabel(/휴대폰 번호/);
    await expect(phone).toHaveValue('010-5555-6666');
    // A number of this run's own, so the other width's test send is not the one found.
    const own = `0107${String(Date.now()).slice(-7)}`;
    await phone.fill(own);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(TEXT_MESSAGE_TEMPLATE_MESSAGES.testQueued.ko)).toBeVisible();
    const received = await readAlimtalk(own, applied.code);
    expect(received.text).toContain(ALIMTALK_VARIABLES.applicationId.example.ko);
  });
});
