import { MESSAGE_CHANNEL_MESSAGES } from '../packages/contracts/src/members/message-channel-messages';
import { expectNoOverflowPastWindow } from './support/layout';
import { seoulDay } from './support/seoul-date';
import { expect, test } from './support/test';

/**
 * The member's "How we reach you" card on the dashboard (docs/product/text-messages.md), with the
 * text channel on as in every journey: e-mail is chosen, then 알림톡 again, and each choice is
 * saved with its time. The student in Korean at 375 px, the foreign member in English at 1440 px,
 * so the two runs never change the same account.
 */
test.describe('how a member is reached', () => {
  test('when the member chooses e-mail and then 알림톡 again, then each choice is saved and the card says when it was made', async ({
    page,
    signIn,
  }, testInfo) => {
    const english = testInfo.project.name === 'desktop';
    const lang = english ? 'en' : 'ko';
    await signIn(page, english ? 'foreign' : 'student');
    await page.evaluate(
      (language) => localStorage.setItem('language', language),
      english ? 'ENG' : 'KOR',
    );
    await page.reload();

    const card = page.getByRole('group', { name: MESSAGE_CHANNEL_MESSAGES.heading[lang] });
    const email = card.getByRole('radio', { name: MESSAGE_CHANNEL_MESSAGES.email[lang] });
    const alimtalk = card.getByRole('radio', { name: /알림톡/ });
    await expect(alimtalk).toBeVisible();
    await expectNoOverflowPastWindow(page);

    // Today in Seoul as the card writes the time of the choice.
    const today = seoulDay(0);
    const day = english
      ? new Intl.DateTimeFormat('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(today.year, today.month - 1, today.day)))
      : `${today.year}. ${today.month}. ${today.day}.`;
    const chosenToday = page.getByText(
      english
        ? new RegExp(`^Chosen on ${day}`)
        : new RegExp(`^${day.replace(/\./g, '\\.')} .+에 선택함$`),
    );

    await email.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(MESSAGE_CHANNEL_MESSAGES.savedEmail[lang])).toBeVisible();
    await expect(email).toBeChecked();
    await expect(chosenToday).toBeVisible();

    await alimtalk.click();
    await expect(page.getByText(MESSAGE_CHANNEL_MESSAGES.savedAlimtalk[lang])).toBeVisible();
    await expect(alimtalk).toBeChecked();
    await expect(chosenToday).toBeVisible();
    await page.reload();
    await expect(card.getByRole('radio', { name: /알림톡/ })).toBeChecked();
    await expect(chosenToday).toBeVisible();
  });
});
