import { ACCOUNTS } from './support/session';
import { expectNoSeriousAxeFindings } from './support/axe';
import { expectNoOverflowPastWindow } from './support/layout';
import { expect, test } from './support/test';

/** "2027년 5월" as the pause screens write a month. */
const koreanMonth = (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5))}월`;

test.describe('pauses (휴원)', () => {
  // One journey on a phone: the student's pause is stored, and a second run would overlap it.
  test.skip(({ isMobile }) => !isMobile, 'the pause journey runs at 375 px');

  test('when the student asks by keyboard to pause the last month offered and staff approve keeping the slot, then the student sees it approved', async ({
    page,
    apiAs,
    signIn,
  }) => {
    const student = await apiAs('student');
    const mine = (await (await student.get('/api/pauses/mine')).json()) as {
      data: { startMonths: string[] };
    };
    const month = mine.data.startMonths.at(-1) ?? '';
    const label = koreanMonth(month);

    await signIn(page, 'student', { to: '/user/lesson-schedule' });
    const card = page.getByRole('region', { name: '휴원' });
    await card.getByRole('button', { name: '휴원 신청' }).click();
    const dialog = page.getByRole('dialog', { name: '휴원 신청' });
    // The month by keyboard: the first month's select, down to the last month offered.
    const first = dialog.getByLabel('시작 달');
    await first.focus();
    for (let step = 1; step < mine.data.startMonths.length; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(first).toHaveValue(month);
    await expect(dialog.getByText(`휴원 기간: ${label}`)).toBeVisible();
    await expectNoOverflowPastWindow(page, 'the pause dialog fits 375 px');
    await expectNoSeriousAxeFindings(page, '[role="dialog"]');
    const sent = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/pauses'),
    );
    await dialog.getByRole('button', { name: '신청하기' }).click();
    expect((await sent).status()).toBe(201);
    await expect(dialog).toBeHidden();
    const asked = card.getByRole('listitem').filter({ hasText: label });
    await expect(asked).toContainText('대기중');

    await signIn(page, 'admin', { to: '/admin/pauses' });
    const name = ACCOUNTS.student.name;
    await page
      .getByRole('button', { name: `${name} 휴원 신청 처리` })
      .first()
      .click();
    const decision = page.getByRole('dialog', { name: `${name} 휴원 신청` });
    await expect(decision.getByText(label)).toBeVisible();
    await expect(decision.getByRole('radio', { name: /^유지/ })).toBeChecked();
    await expectNoOverflowPastWindow(page, 'the decision dialog fits 375 px');
    await expectNoSeriousAxeFindings(page, '[role="dialog"]');
    await decision.getByRole('button', { name: '승인' }).click();
    await expect(page.getByText('휴원을 승인했습니다.')).toBeVisible();

    await signIn(page, 'student', { to: '/user/lesson-schedule' });
    const approved = page
      .getByRole('region', { name: '휴원' })
      .getByRole('listitem')
      .filter({ hasText: label });
    await expect(approved).toContainText('승인됨');
    await expect(approved).toContainText('복귀할 때까지 수업 시간이 유지됩니다.');
    await expectNoOverflowPastWindow(page);
  });
});
