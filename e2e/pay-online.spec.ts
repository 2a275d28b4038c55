import { sentenceDate } from '../packages/contracts/src/common/sentence-dates';
import { login, setOwnPassword } from './support/session';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';
import { readAlimtalk } from './support/text-inbox';
import { approveNewMemberWithAccount, type FirstDue, type NewMember } from './support/tuition';

/**
 * Each case has a member of its own, approved here, so its first due is paid by no other journey
 * and no other journey's due is paid by it. Their weekly slots are apart from every other
 * journey's and the demo members' (tuition: 14:00, makeups: 21:00, the demo: afternoons and evenings).
 */
const KOREAN_PAYER: NewMember = {
  name: '온라인결제',
  weekday: 'Wednesday',
  startTime: '11:00',
  endTime: '12:00',
  email: 'pay.online.ko@example.com',
  phoneNumber: '01076761616',
};
const ENGLISH_PAYER: NewMember = {
  name: '결제창닫기',
  weekday: 'Thursday',
  startTime: '11:00',
  endTime: '12:00',
  email: 'pay.online.en@example.com',
  phoneNumber: '01077771717',
};

const groupDigits = (amount: number) => amount.toLocaleString('en-US');
const koreanMonth = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;
const englishMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The admin approves the member; the member signs in and sets a password, landing on the dashboard. */
async function newPayer(
  page: Page,
  admin: APIRequestContext,
  member: NewMember,
): Promise<FirstDue> {
  const { firstDue, account } = await approveNewMemberWithAccount(admin, member);
  await login(page, account.loginId, account.temporaryPassword, { temporary: true });
  await setOwnPassword(page, account.temporaryPassword, `${account.loginId}-own-1`);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return firstDue;
}

/** The double's window (Toss's stand-in): its page, and pressing one of its buttons. */
async function inTheWindow(page: Page, button: '결제하기' | '취소', due: FirstDue) {
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByText(`${groupDigits(due.amount)}원`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // By keyboard, as a payer without a mouse would.
  await page.getByRole('button', { name: button, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test.describe('paying a due online', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'mobile', 'a 375 px journey');
  });

  test('when a member pays their due in Korean, then the payment is confirmed, the due shows paid and the receipt arrives by 알림톡', async ({
    page,
    apiAs,
  }) => {
    const due = await newPayer(page, await apiAs('admin'), KOREAN_PAYER);
    const card = page.getByRole('region', { name: '수강료' });
    const payButton = card.getByRole('button', {
      name: `${koreanMonth(due.month)} ${groupDigits(due.amount)}원 결제하기`,
    });
    await expectNoSidewaysScroll(page);
    await payButton.click();

    await inTheWindow(page, '결제하기', due);
    await expect(page).toHaveURL(/\/user\/payments\/success\?/);
    await expect(page.getByRole('status')).toHaveText(
      `${koreanMonth(due.month)} 수강료 ${groupDigits(due.amount)}원 결제가 완료되었습니다.`,
    );
    const paidOn = await page.getByText(/^납부일: /).textContent();
    const paidAt = paidOn?.replace('납부일: ', '') ?? '';
    expect(paidAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: '내 수강료로 돌아가기' }).click();
    await expect(card).toContainText(`${paidAt} 납부`);
    await expect(card.getByRole('button', { name: /결제하기$/ })).toHaveCount(0);

    const receipt = await readAlimtalk(KOREAN_PAYER.phoneNumber, ['DUE_PAID_KO', 'DUE_PAID_EN']);
    expect(receipt.text).toContain(`${groupDigits(due.amount)}원`);
    // The 알림톡 writes the day as its sentences do (decision 0053).
    expect(receipt.text).toContain(sentenceDate(paidAt, 'ko'));
  });

  test('when a member closes the window in English, then nothing was charged and the due stays unpaid, and paying again goes through', async ({
    page,
    apiAs,
  }) => {
    const due = await newPayer(page, await apiAs('admin'), ENGLISH_PAYER);
    await page.evaluate(() => window.localStorage.setItem('language', 'ENG'));
    await page.reload();
    const card = page.getByRole('region', { name: 'Tuition' });
    const payButton = card.getByRole('button', {
      name: `Pay KRW ${groupDigits(due.amount)} for ${englishMonth(due.month)}`,
    });
    await payButton.click();

    await inTheWindow(page, '취소', due);
    await expect(page).toHaveURL(/\/user\/payments\/fail\?/);
    await expect(page.getByRole('alert')).toHaveText(
      'You closed the payment window. Nothing was charged.',
    );
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Back to my tuition' }).click();
    await expect(payButton).toBeVisible();
    await expect(card).not.toContainText(/Paid \d{4}-\d{2}-\d{2}/);

    await payButton.click();
    await inTheWindow(page, '결제하기', due);
    await expect(page.getByRole('status')).toHaveText(
      `Your tuition for ${englishMonth(due.month)}, KRW ${groupDigits(due.amount)}, is paid.`,
    );
    await page.getByRole('link', { name: 'Back to my tuition' }).click();
    await expect(card).toContainText(/Paid \d{4}-\d{2}-\d{2}/);
    await expect(payButton).toHaveCount(0);
    const receipt = await readAlimtalk(ENGLISH_PAYER.phoneNumber, ['DUE_PAID_KO', 'DUE_PAID_EN']);
    expect(receipt.text).toContain(groupDigits(due.amount));
  });
});
