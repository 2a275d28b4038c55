import { pickPreferredSlot } from './support/lesson-request';
import { expectNoSidewaysScroll } from './support/layout';
import { expect, test } from './support/test';

/**
 * The confirmation a guest sees once a form went through (docs/decisions/0061), at 375 px: a
 * lesson application in Korean and an inquiry in English, each with its reference number; the
 * inquiry's link opens it on the check page, where its password opens it.
 */
test.describe('guest form confirmations', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone journey (375 px)');

  test('when a guest applies for lessons in Korean, then the confirmation shows the reference, the masked phone and the call to come', async ({
    page,
  }) => {
    // An address of this journey's own: the form's hourly limit counts per address.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.81' });
    await page.goto('/lesson-request');
    await page.getByLabel('이름').fill('확인표');
    await page.getByLabel('생년월일').fill('19980808');
    await page.getByLabel('휴대폰 번호').fill('01081818181');
    await page.getByLabel('이메일').fill('confirm-ko@example.com');
    await page.getByRole('radio', { name: '여성' }).check();
    await page.getByRole('radio', { name: /^일반/ }).check();
    // Thursday 10:00: no journey's member holds it (11:00 and 12:00 are taken by others').
    await pickPreferredSlot(page, '목요일', /^10:00/);
    await page.getByRole('button', { name: '정규 레슨 신청하기' }).click();

    const panel = page.getByRole('status', { name: '정규 레슨 신청이 접수되었습니다' });
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('heading', { name: '정규 레슨 신청이 접수되었습니다' }),
    ).toBeFocused();
    await expect(panel).toContainText(/L-20\d\d-\d{6}/);
    await expect(panel).toContainText('010-****-8181');
    await expect(panel).toContainText('영업일 기준 1~2일 안에 학원에서 전화드립니다.');
    await expect(page.getByLabel('이름')).toHaveValue('');
    await expectNoSidewaysScroll(page);
  });

  test('when a guest sends an inquiry in English, then the confirmation shows its reference and its link opens it', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.82' });
    const nickname = `conf${String(Date.now()).slice(-8)}`;
    await page.goto('/contact');
    // The switch is in the phone's header bar.
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Nickname').fill(nickname);
    await page.getByLabel('Password', { exact: true }).fill('4321');
    await page.getByLabel('Subject').fill('Parking near the academy');
    await page.getByLabel('Inquiry type').selectOption({ label: 'Other' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Is there parking nearby?');
    await page.getByRole('button', { name: 'Send inquiry' }).click();

    const panel = page.getByRole('status', { name: 'Your inquiry has been posted' });
    await expect(panel).toContainText(/Q-20\d\d-\d{6}/);
    await expect(panel).toContainText('Parking near the academy');
    await expectNoSidewaysScroll(page);
    await panel.getByRole('link', { name: 'Open my inquiry' }).click();

    await expect(page).toHaveURL(new RegExp(`/contact/check\\?nickname=${nickname}&open=\\d+$`));
    const dialog = page.getByRole('dialog', { name: 'Enter password' });
    await dialog.getByLabel('Password').fill('4321');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog', { name: 'Parking near the academy' })).toContainText(
      'Is there parking nearby?',
    );
  });
});
