import { E2E_TOSS_PORT } from './support/e2e-paths';
import { expectNoSidewaysScroll } from './support/layout';
import { login, setOwnPassword, signOutCompletely } from './support/session';
import { expect, test } from './support/test';
import { approveNewMemberWithAccount, type NewMember } from './support/tuition';

const DOUBLE = `http://127.0.0.1:${E2E_TOSS_PORT}`;
const MEMBER = { name: '가상계좌', phone: '01066300001', slot: '16:00' };

/** A member who gives their account up, at a weekly slot apart from every other journey's. */
const GIVING_UP: NewMember = {
  name: '계좌닫기',
  weekday: 'Friday',
  startTime: '16:00',
  endTime: '17:00',
  email: '01066300002@example.com',
  phoneNumber: '01066300002',
};

/** The double's payment that holds the account `number`, as Toss's dashboard would list it. */
async function paymentOfAccount(number: string) {
  const listed = (await (await fetch(`${DOUBLE}/__double/payments`)).json()) as {
    payments: {
      paymentKey: string;
      status: string;
      virtualAccount: { accountNumber: string } | null;
    }[];
  };
  const payment = listed.payments.find((each) => each.virtualAccount?.accountNumber === number);
  expect(payment, `an account ${number} at the double`).toBeDefined();
  return { paymentKey: payment?.paymentKey ?? '', status: payment?.status ?? '' };
}

async function paymentKeyOfAccount(number: string): Promise<string> {
  return (await paymentOfAccount(number)).paymentKey;
}

test.describe('virtual accounts', () => {
  test('when a member on a phone gets a virtual account and the deposit reaches Toss, then the card shows the due paid, in Korean and English', async ({
    page,
    apiAs,
  }) => {
    // A member of this journey's own, so its due is paid by nothing else: one run, on a phone.
    test.skip(test.info().project.name !== 'mobile', 'a 375 px journey');
    const admin = await apiAs('admin');
    const applied = await admin.post('/api/lessons/apply', {
      headers: { 'X-Forwarded-For': '203.0.113.63' },
      data: {
        name: MEMBER.name,
        birthDate: '19990303',
        gender: 'female',
        phoneNumber: MEMBER.phone,
        email: `${MEMBER.phone}@example.com`,
        preferredTime: '',
        lessonType: '일반',
        message: '',
        isForeigner: false,
      },
    });
    expect(applied.status()).toBe(201);
    const { requestId } = ((await applied.json()) as { data: { requestId: number } }).data;
    // Approving issues the member's first due (this month's, or the next when none is left).
    const approved = await admin.patch(`/api/lessons/requests/${requestId}/approve`, {
      data: {
        lessonDayOfWeek: 'Thursday',
        lessonStartTime: MEMBER.slot,
        lessonEndTime: '17:00',
        monthlyFee: 170_000,
      },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const account = (
      (await approved.json()) as { data: { loginId: string; temporaryPassword: string } }
    ).data;
    await signOutCompletely(page);
    await login(page, account.loginId, account.temporaryPassword, { temporary: true });
    await setOwnPassword(page, account.temporaryPassword, `${MEMBER.phone}-own`);
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    // By keyboard: the button, the bank, a cash receipt on the member's phone, then the account.
    const open = page.getByRole('button', { name: /가상계좌로 입금$/ }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('은행').selectOption({ label: '우리은행' });
    await dialog.getByRole('checkbox', { name: '현금영수증 신청' }).check();
    await dialog.getByLabel('휴대폰 번호').fill(MEMBER.phone);
    await dialog.getByRole('button', { name: '계좌 받기' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText('아래 계좌로 입금해주세요');
    await expect(dialog).toContainText('우리은행');
    await expect(dialog).toContainText('010******01 신청됨');
    const number = (await dialog.locator('code').first().textContent()) ?? '';
    expect(number).toMatch(/^X\d+$/);
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: '닫기' }).last().click();

    // The card shows the account while it waits for the deposit.
    const waiting = page.getByRole('region', { name: '입금을 기다리는 가상계좌' });
    await expect(waiting).toContainText(number);
    await expect(waiting).toContainText(/입금 기한(\d{4}년 )?\d+월 \d+일 \(.\) \d{2}:\d{2}까지/);
    await expectNoSidewaysScroll(page);

    const tuition = (name: string) => page.getByRole('region', { name, exact: true });
    // The payer deposits at the bank: Toss (its double) posts the deposit to the API.
    const deposited = await fetch(
      `${DOUBLE}/__double/virtual-accounts/${await paymentKeyOfAccount(number)}/deposit`,
      { method: 'POST' },
    );
    expect(deposited.status).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: '입금을 기다리는 가상계좌' })).toHaveCount(0);
      await expect(tuition('수강료')).toContainText(/\d{4}-\d{2}-\d{2} 납부/);
    }).toPass();

    await page.evaluate(() => window.localStorage.setItem('language', 'ENG'));
    await page.reload();
    await expect(tuition('Tuition')).toContainText(/Paid \d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('button', { name: /into a virtual account/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('when a member on a phone gives a waiting account up, then it closes at Toss and the card button is offered again', async ({
    page,
    apiAs,
  }) => {
    test.skip(test.info().project.name !== 'mobile', 'a 375 px journey');
    const { account } = await approveNewMemberWithAccount(await apiAs('admin'), GIVING_UP);
    await signOutCompletely(page);
    await login(page, account.loginId, account.temporaryPassword, { temporary: true });
    await setOwnPassword(page, account.temporaryPassword, `${GIVING_UP.phoneNumber}-own`);
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    const open = page.getByRole('button', { name: /가상계좌로 입금$/ }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '계좌 받기' }).click();
    await expect(dialog).toContainText('아래 계좌로 입금해주세요');
    const number = (await dialog.locator('code').first().textContent()) ?? '';
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    const waiting = page.getByRole('region', { name: '입금을 기다리는 가상계좌' });
    await expect(waiting).toContainText(number);
    await expect(page.getByRole('button', { name: /원 결제하기$/ })).toHaveCount(0);

    // By keyboard: the button, then the in-app question, then the close.
    const giveUp = waiting.getByRole('button', { name: '이 계좌를 닫고 다른 방법으로 납부하기' });
    await giveUp.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: '가상계좌를 닫을까요?' });
    await expect(question).toContainText(number);
    await expectNoSidewaysScroll(page);
    await question.getByRole('button', { name: '계좌 닫기' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByText('가상계좌를 닫았습니다.', { exact: false })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('button', { name: /원 결제하기$/ }).first()).toBeVisible();
    expect((await paymentOfAccount(number)).status).toBe('CANCELED');
    await expectNoSidewaysScroll(page);

    // In English after a reload: the card and a new account are both offered.
    await page.evaluate(() => window.localStorage.setItem('language', 'ENG'));
    await page.reload();
    await expect(page.getByRole('button', { name: /^Pay KRW/ }).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: /into a virtual account/ }).first(),
    ).toBeVisible();
  });
});
