import { ALIMTALK_TEMPLATES } from '../packages/contracts/src/text-messages/alimtalk-templates';
import { expectNoSidewaysScroll } from './support/layout';
import { applyForOnedayClass, confirmOnedayClass } from './support/oneday';
import { ordinaryOffset } from './support/seoul-date';
import { expect, test, type Page } from './support/test';
import { readAlimtalk } from './support/text-inbox';

/** A kind's Korean and English template codes: the guest's language picks one. */
const codesOf = (kind: keyof typeof ALIMTALK_TEMPLATES) => [
  ALIMTALK_TEMPLATES[kind].ko.code,
  ALIMTALK_TEMPLATES[kind].en.code,
];

/** The message log's rows of one kind, chosen in its kind filter. */
async function logRowsOf(page: Page, log: ReturnType<Page['getByRole']>, kind: string) {
  await log.getByRole('button', { name: new RegExp(`^(종류|Kind)`) }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  return log;
}

/**
 * A guest's one-day class with the text channel on (docs/product/text-messages.md): the guest
 * applies with a phone and the 알림톡 receipt reaches the provider, staff confirm the class and
 * the confirmation 알림톡 follows, and the admin finds both in the message log, the guest shown
 * by the phone's last four digits only. The log reads in Korean at 375 px and in English at
 * 1440 px.
 */
test.describe('a one-day class by 알림톡', () => {
  test('when a guest applies with a phone and staff confirm, then both 알림톡 arrive and the admin sees them in the message log', async ({
    page,
    signIn,
    playwright,
  }, testInfo) => {
    const english = testInfo.project.name === 'desktop';
    // A number and a name of this run's own, so the other width's messages are not the ones found.
    const phone = `0105${String(Date.now()).slice(-7)}`;
    const name = english ? '알림톡데스크' : '알림톡모바일';
    // The guest applies from a home of their own: the form's hourly limit per address counts
    // every other journey's applications from this machine's.
    const guest = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': english ? '203.0.113.71' : '203.0.113.72' },
    });
    await applyForOnedayClass(guest, {
      name,
      phoneNumber: phone,
      offset: ordinaryOffset(12, english ? 0 : 1),
      hour: '15:00',
      message: '알림톡으로 연락 주세요',
    });
    await guest.dispose();
    const receipt = await readAlimtalk(phone, codesOf('onedayApplicationReceived'));
    expect(receipt.text).toContain(name);

    await signIn(page, 'admin', { to: '/admin/oneday-requests' });
    await confirmOnedayClass(page, name, /15:00 – 16:00/);
    const confirmation = await readAlimtalk(phone, codesOf('onedayClassConfirmed'));
    expect(confirmation.text).toContain('15:00');

    if (english) await page.evaluate(() => localStorage.setItem('language', 'ENG'));
    await page.goto('/admin/text-messages');
    const log = page.getByRole('region', { name: english ? 'Message log' : '발송 기록' });
    const masked = new RegExp(`\\*\\*\\*\\*${phone.slice(-4)}`);
    const lang = english ? 'en' : 'ko';
    for (const kind of ['onedayApplicationReceived', 'onedayClassConfirmed'] as const) {
      const title =
        ALIMTALK_TEMPLATES[kind][lang].content
          .split('\n')[0]
          ?.replace(/^\[#\{academy\}\]\s*/, '') ?? '';
      await logRowsOf(page, log, title);
      const rows = log
        .getByRole(english ? 'table' : 'list', { name: english ? 'Message log' : '발송 기록' })
        .filter({ visible: true });
      await expect(rows.getByText(masked).first()).toBeVisible();
      await expect(rows.getByText(title).first()).toBeVisible();
    }
    await expect(log.getByText(phone)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
