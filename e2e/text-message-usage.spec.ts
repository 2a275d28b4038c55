import { addMonths } from '../packages/contracts/src/tuition/tuition-month';
import { expectNoSidewaysScroll } from './support/layout';
import { openMenuIfCollapsed } from './support/session';
import { seoulDay } from './support/seoul-date';
import { expect, test } from './support/test';

/**
 * The admin's month of text messages below the 알림톡 templates, at both widths: the month is
 * stepped back by keyboard, the counts and the estimated cost follow, in Korean and in English.
 * The e2e server has the text channel on (towards the Solapi double), so the panel does not say
 * that everything goes by e-mail.
 */
test.describe('the month of text messages', () => {
  test('when the admin steps to the previous month by keyboard, then that month is asked and shown, and it reads in English too', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'admin');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: '알림톡 템플릿' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/text-messages$/);

    const usage = page.getByRole('region', { name: '알림톡·문자 사용량' });
    const month = usage.getByLabel('월', { exact: true });
    const today = seoulDay(0);
    const current = `${today.year}-${String(today.month).padStart(2, '0')}`;
    await expect(month).toHaveValue(current);
    await expect(usage.getByText('합계')).toBeVisible();
    await expect(usage.getByText('알림톡 채널이 꺼져 있어')).toHaveCount(0);

    const previous = addMonths(current, -1);
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/text-messages/usage' &&
        new URL(response.url()).searchParams.get('month') === previous,
    );
    await usage.getByRole('button', { name: '이전 달' }).focus();
    await page.keyboard.press('Enter');
    expect((await answered).ok()).toBe(true);
    await expect(month).toHaveValue(previous);
    await expect(usage.getByText('SMS로 대체 발송')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.evaluate(() => window.localStorage.setItem('language', 'ENG'));
    await page.reload();
    const english = page.getByRole('region', { name: 'Text-message usage' });
    await expect(english.getByText('Fell back to LMS')).toBeVisible();
    await expect(english.getByText('KRW 0').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
