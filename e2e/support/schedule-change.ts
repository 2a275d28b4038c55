import type { Page } from '@playwright/test';

/**
 * Fills the member's schedule change form once the lesson date is chosen: the new day in the
 * calendar (turning to the next month first when it lies there), a free hour other than 16:00
 * (the back-office journey asks for 16:00, and one member cannot hold two requests for the same
 * start) and the reason. It does not submit.
 */
export async function fillScheduleChange(
  page: Page,
  change: {
    english: boolean;
    inNextMonth: boolean;
    day: RegExp;
    /** Which free hour: the member journey takes the earliest, the notice journey the latest. */
    hour: 'first' | 'last';
    reason: string;
  },
) {
  const { english } = change;
  if (change.inNextMonth) {
    await page.getByRole('button', { name: english ? 'Next month' : '다음 달' }).click();
  }
  await page
    .getByRole('grid', { name: english ? 'Choose the new date' : '희망 날짜 선택' })
    .getByRole('button', { name: change.day })
    .click();
  const freeHours = page
    .getByRole('group', { name: english ? /New time$/ : /희망 시간$/ })
    .getByRole('button', { disabled: false })
    .filter({ hasNotText: '16:00' });
  await (change.hour === 'first' ? freeHours.first() : freeHours.last()).click();
  await page.getByLabel(english ? 'Reason for the change' : '변경 사유').fill(change.reason);
}
