import { expect, type Page } from '@playwright/test';
import { seoulDay } from './seoul-date';

/** yyyy-MM-dd of the Seoul day `days` from today. */
export function seoulIsoDay(days: number): string {
  const { year, month, day } = seoulDay(days);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The member screens' words: the foreign member reads them in English. */
export const MAKEUP_TEXT = {
  ko: {
    card: '보강 수업',
    credits: '사용할 수 있는 보강권',
    book: '보강 예약하기',
    dialog: '보강 수업 예약',
    day: /날짜/,
    hours: '시간',
    submit: '예약하기',
    booked: '보강 수업이 예약되었습니다.',
    list: '보강 예약',
    state: '예약됨',
  },
  en: {
    card: 'Make-up lessons',
    credits: 'Credits to spend',
    book: 'Book a make-up',
    dialog: 'Book a make-up lesson',
    day: /Day/,
    hours: 'Hour',
    submit: 'Book',
    booked: 'Your make-up lesson is booked.',
    list: 'Your make-ups',
    state: 'Booked',
  },
} as const;

type TMakeupText = (typeof MAKEUP_TEXT)[keyof typeof MAKEUP_TEXT];

/** Presses a control with the keyboard: focus, then Enter. */
export async function pressEnter(page: Page, name: string | RegExp): Promise<void> {
  const control = page.getByRole('button', { name, exact: typeof name === 'string' });
  await control.focus();
  await page.keyboard.press('Enter');
}

/**
 * On the member dashboard, books a make-up by keyboard with the oldest open credit: of the days
 * the dialog offers, the first of five `fromDay` or more days ahead (at least 2, so the hour is at
 * least 24 hours away and booked at once) that has a free hour, taking the last free hour of it,
 * or the first with `earliestHour`. Runs that may book for one member at the same time pass
 * different `fromDay`s, as a member has one lesson a day. Checks the dialog closes and the card
 * lists that day and hour as booked. Answers that day and hour.
 */
export async function bookMakeupOnDashboard(
  page: Page,
  text: TMakeupText,
  options: { earliestHour: boolean; fromDay: number },
): Promise<{ date: string; start: string }> {
  const card = page.getByRole('region', { name: text.card });
  await expect(card.getByRole('list', { name: text.credits })).toBeVisible();
  // A journey that books twice waits for the first booking's toast to go, so that the toast it
  // then looks for is this booking's own.
  await expect(page.getByText(text.booked)).toHaveCount(0, { timeout: 10_000 });
  await pressEnter(page, text.book);
  const dialog = page.getByRole('dialog', { name: text.dialog });
  const day = dialog.getByLabel(text.day);
  // The list fills once the member's profile is known (their own lesson's weekday is left out).
  await expect(day).toBeEnabled();
  const values = await day
    .locator('option')
    .evaluateAll((choices) =>
      choices.map((choice) => (choice as HTMLOptionElement).value).filter(Boolean),
    );
  let chosen: { date: string; start: string } | undefined;
  for (const date of values
    .filter((value) => value >= seoulIsoDay(Math.max(2, options.fromDay)))
    .slice(0, 5)) {
    await day.selectOption(date);
    const hours = dialog.getByRole('group', { name: text.hours });
    await expect(hours).toBeVisible();
    const free = hours.locator('button:not([disabled])');
    if ((await free.count()) === 0) continue;
    const hour = options.earliestHour ? free.first() : free.last();
    const start = (await hour.textContent()) ?? '';
    await hour.focus();
    await page.keyboard.press('Enter');
    await expect(hour).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: text.submit, exact: true }).focus();
    await page.keyboard.press('Enter');
    chosen = { date, start };
    break;
  }
  expect(chosen, `a free hour on the five days offered from day ${options.fromDay}`).toBeDefined();
  if (!chosen) throw new Error('No free hour was booked');
  await expect(page.getByText(text.booked)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    card
      .getByRole('list', { name: text.list })
      .getByRole('listitem')
      .filter({ hasText: `${chosen.date} ${chosen.start}-` }),
  ).toContainText(text.state);
  return chosen;
}
