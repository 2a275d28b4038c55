import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS } from './support/session';
import { LESSON_WEEKDAY } from './support/lesson-dates';
import { expectNoSidewaysScroll } from './support/layout';
import { seoulDay } from './support/seoul-date';
import { expect, test } from './support/test';

/** yyyy-MM-dd of the Seoul day `days` from today. */
function isoDay(days: number): string {
  const day = seoulDay(days);
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/**
 * The foreign member's weekly lesson before today: no other journey moves or cancels a past
 * lesson (today's may be moved by the schedule change journey).
 */
function lastLessonOfForeignMember(): string {
  const back = (seoulDay(0).weekday - LESSON_WEEKDAY.foreign + 7) % 7 || 7;
  return isoDay(-back);
}

test.describe('lesson notes and the practice log', () => {
  // One journey on a phone, as the brief of the screens asks: the note is the lesson's only one.
  test.skip(({ isMobile }) => !isMobile, 'the lesson note journey runs at 375 px');

  test('when the teacher writes a note from the day’s attendance, then the member reads it, logs practice and sees the chart and its table', async ({
    page,
    signIn,
  }) => {
    const lessonDate = lastLessonOfForeignMember();
    const piece = `Paradiddle ${Date.now() % 100_000}`;

    // The teacher, in Korean, on the day of the lesson.
    await signIn(page, 'admin', { to: '/admin/lesson-schedule' });
    const day = page.getByRole('region', { name: /레슨 출석$/ });
    await day.getByLabel('날짜', { exact: true }).fill(lessonDate);
    await expect(day.getByRole('heading')).toContainText(lessonDate.slice(5));
    const lesson = day
      .getByRole('listitem')
      .filter({ hasText: ACCOUNTS.foreign.name })
      .filter({ has: page.getByRole('button', { name: /레슨 노트/ }) });
    await lesson.getByRole('button', { name: `${ACCOUNTS.foreign.name} 레슨 노트 쓰기` }).click();
    const dialog = page.getByRole('dialog', { name: `레슨 노트 · ${ACCOUNTS.foreign.name}` });
    await expect(dialog.getByLabel(/곡 \/ 루디먼트/)).toBeFocused();
    await page.keyboard.type(piece);
    await page.keyboard.press('Tab');
    await page.keyboard.type('96');
    await dialog.getByLabel('숙제').fill('매일 10분, 메트로놈 80부터');
    await dialog.getByLabel('링크 (https)').fill('https://example.com/paradiddle');
    await expectNoSidewaysScroll(page);
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include('[role="dialog"]')
      .analyze();
    expect(
      violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'),
    ).toEqual([]);
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      lesson.getByRole('button', { name: `${ACCOUNTS.foreign.name} 레슨 노트 수정` }),
    ).toBeVisible();

    // The member, in English, reads the note with their lessons.
    await signIn(page, 'foreign', { to: '/user/lesson-schedule' });
    const notes = page.getByRole('region', { name: 'Lesson notes' });
    const note = notes.getByRole('listitem').filter({ hasText: piece });
    await expect(note).toContainText(lessonDate);
    await expect(note).toContainText('96 BPM');
    await expect(note.getByRole('link', { name: 'https://example.com/paradiddle' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // …logs a practice of the piece, and sees it on the chart and in its table.
    await page.goto('/user/practice-log');
    const form = page.getByRole('form', { name: 'Log a practice' });
    await form.getByLabel(/Piece \/ rudiment/).fill(piece);
    await form.getByLabel('Minutes').fill('25');
    await form.getByLabel(/Tempo reached/).fill('84');
    await form.getByRole('button', { name: 'Log it' }).click();
    await expect(page.getByText('Your practice has been logged.')).toBeVisible();
    const chart = page.getByRole('region', { name: 'Tempo over time' });
    await expect(chart.getByRole('img', { name: /best tempo per exercise/ })).toBeVisible();
    await expect(chart.locator('canvas')).toHaveCount(1);
    const row = chart
      .getByRole('table', { name: 'Best tempo per exercise and day' })
      .getByRole('row')
      .filter({ hasText: piece });
    await expect(row).toContainText(isoDay(0));
    await expect(row).toContainText('84');
    await expectNoSidewaysScroll(page);
  });
});
