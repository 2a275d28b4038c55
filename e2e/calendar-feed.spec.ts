import { parseFeed } from '../apps/api/test/factories/parse-ical-feed';
import { expect, test } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';

test.describe('personal calendar feed', () => {
  // The desktop run uses the foreign member (English, Thursdays 18:00), the mobile run the student
  // (Korean, Tuesdays 19:00), so the two projects never turn on the same member's feed.
  test('when the member turns the feed on, then the page shows its address and the feed holds their lesson', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    const copy = mobile
      ? { turnOn: '구독 켜기', address: '구독 주소', lesson: '드럼 레슨', start: 'T19:00:00' }
      : { turnOn: 'Turn on', address: 'Feed address', lesson: 'Drum lesson', start: 'T18:00:00' };
    await signIn(page, mobile ? 'student' : 'foreign');

    const turnOn = page.getByRole('button', { name: copy.turnOn });
    await turnOn.focus();
    await page.keyboard.press('Enter');
    const address = page.getByRole('textbox', { name: copy.address });
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
    await expect(page.getByRole('link', { name: /webcal/ })).toHaveAttribute('href', /^webcal:/);

    await expectNoOverflowPastWindow(page);

    // The address names APP_ORIGIN; the test server answers the same path.
    const feedUrl = new URL(await address.inputValue());
    const feed = await request.get(feedUrl.pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    // Read by an independent parser (ical.js), not by the library that wrote it.
    const lessons = parseFeed(await feed.text()).events.filter((event) =>
      event.summary.startsWith(copy.lesson),
    );
    expect(lessons.length).toBeGreaterThan(0);
    expect(
      lessons.some((event) => event.startZone === 'Asia/Seoul' && event.start.endsWith(copy.start)),
    ).toBe(true);
  });
});
