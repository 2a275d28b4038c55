import { expect, type Locator, type Page } from './test';

/** The lesson calendar's week view as each language names it (the journeys' two languages). */
export const WEEK_VIEW_WORDS = {
  KOR: {
    week: '주',
    lesson: '정규 레슨',
    moved: '변경된 레슨',
    dialog: '레슨 옮기기',
    reason: '변경 사유',
    confirm: '옮기기',
  },
  ENG: {
    week: 'Week',
    lesson: 'Regular lesson',
    moved: 'Moved lesson',
    dialog: 'Move a lesson',
    reason: 'Reason',
    confirm: 'Move',
  },
} as const;

export type TWeekViewWords = (typeof WEEK_VIEW_WORDS)[keyof typeof WEEK_VIEW_WORDS];

/** Opens the week around `date` on the staff lesson calendar. */
export async function openWeekView(page: Page, words: TWeekViewWords, date: string) {
  await page.goto(`/admin/lesson-schedule?date=${date}`);
  await page.getByRole('group').getByRole('button', { name: words.week, exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
}

/** A member's weekly lesson on the grid, and the same lesson once moved, by its hours. */
export function lessonBlock(page: Page, words: TWeekViewWords, name: string, hours: string) {
  return page.getByRole('button', { name: `${words.lesson}, ${name} ${hours}` });
}

export function movedBlock(page: Page, words: TWeekViewWords, name: string, hours: string) {
  return page.getByRole('button', { name: `${words.moved}, ${name} ${hours}` });
}

/** Picks the focused-on lesson up by keyboard, presses `keys`, puts it down. */
export async function moveByKeyboard(page: Page, lesson: Locator, keys: readonly string[]) {
  await lesson.focus();
  await page.keyboard.press('Enter');
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}

/** Confirms the move in its dialog with a reason. */
export async function confirmMove(page: Page, words: TWeekViewWords, reason: string) {
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByLabel(words.reason).fill(reason);
  await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}
