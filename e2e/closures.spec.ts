import { seoulDay } from './support/seoul-date';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';

const isoDate = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Staff declare and remove a closed day on its own page, by keyboard, at both widths.
 * The desktop and mobile runs share the server, so each closes its own far-off day.
 */
test.describe('closed days', () => {
  test('when staff declare a closed day by keyboard and remove it, then the list shows it in between and the page fits the width', async ({
    page,
    signIn,
  }, testInfo) => {
    const date = isoDate(seoulDay(testInfo.project.name === 'mobile' ? 301 : 300));
    const reason = `추석 연휴 ${testInfo.project.name}`;
    await signIn(page, 'admin', { to: '/admin/closures' });
    const section = page.getByRole('region', { name: '휴원일' });
    await expect(section).toBeVisible();

    await section.getByLabel('날짜').fill(date);
    await section.getByLabel('사유(한국어)').fill(reason);
    await section.getByLabel('사유(영어)').fill('Chuseok holidays');
    await section.getByRole('button', { name: '휴원일 등록' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('휴원일을 등록했습니다.')).toBeVisible();
    const item = section.getByRole('listitem').filter({ hasText: reason });
    await expect(item).toBeVisible();
    await expectNoSidewaysScroll(page);

    const remove = item.getByRole('button', { name: /휴원일 삭제$/ });
    const removeLabel = (await remove.getAttribute('aria-label')) ?? '';
    await remove.focus();
    await page.keyboard.press('Enter');
    // Asked in the app's dialog, answered by keyboard: focus starts on 취소, Tab reaches delete.
    const question = page.getByRole('dialog', { name: /휴원일을 삭제할까요\?/ });
    await expect(question.getByRole('button', { name: '취소' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: removeLabel })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByText('휴원일을 삭제했습니다.')).toBeVisible();
    await expect(item).toHaveCount(0);
  });
});
