import type { Page } from '@playwright/test';
import { showDay } from './calendar';

/**
 * Fills the member's schedule change form once the lesson date is chosen: the new day (yyyy-MM-dd)
 * in the calendar (turning it to that day's month as the page shows it), a free hour other than
 * 17:00 (the back-office journey asks for 17:00, and one member cannot hold two requests for the
 * same start) and the reason. It does not submit.
 */
export async function fillScheduleChange(
  page: Page,
  change: {
    english: boolean;
    date: string;
    /** Which free hour: the member journey takes the earliest, the notice journey the latest. */
    hour: 'first' | 'last';
    reason: string;
  },
) {
  const { english } = change;
  const calendar = page.getByRole('grid', {
    name: english ? 'Choose the new date' : '희망 날짜 선택',
  });
  await (await showDay(calendar, change.date, english ? 'en' : 'ko')).click();
  const freeHours = page
    .getByRole('group', { name: english ? /New time$/ : /희망 시간$/ })
    .getByRole('button', { disabled: false })
    .filter({ hasNotText: '17:00' });
  await (change.hour === 'first' ? freeHours.first() : freeHours.last()).click();
  await page.getByLabel(english ? 'Reason for the change' : '변경 사유').fill(change.reason);
}
