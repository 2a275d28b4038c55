import { payDueOnline } from './support/online-payment';
import { expect, test } from './support/test';
import { approveNewMemberWithAccount } from './support/tuition';
import { expectNoSidewaysScroll } from './support/layout';

/** A member of each language's run, apart from every other journey's slots and phones. */
const RUNS = [
  {
    language: 'KOR',
    member: {
      name: '환불 한글',
      weekday: 'Wednesday',
      startTime: '15:00',
      endTime: '16:00',
      email: 'refund.ko@example.com',
      phoneNumber: '01076100001',
    },
    words: {
      nav: '온라인 결제',
      refundFor: /^환불 한글 .+ 환불$/,
      dialog: '환불 한글님 환불',
      amount: /환불 금액/,
      reason: /환불 사유/,
      next: '다음',
      submit: '환불하기',
      done: '환불했습니다. 결제하신 분께 알려드렸습니다.',
      refunded: '환불됨',
      balance: '환불 가능',
    },
  },
  {
    language: 'ENG',
    member: {
      name: 'Refund English',
      weekday: 'Thursday',
      startTime: '15:00',
      endTime: '16:00',
      email: 'refund.en@example.com',
      phoneNumber: '01076100002',
    },
    words: {
      nav: 'Online payments',
      refundFor: /^Refund Refund English, /,
      dialog: 'Refund Refund English',
      amount: /Amount to refund/,
      reason: /Reason/,
      next: 'Next',
      submit: 'Refund',
      done: 'Refunded. The payer has been told.',
      refunded: 'Refunded',
      balance: 'refundable',
    },
  },
] as const;

test.describe('refunding an online payment', () => {
  for (const run of RUNS) {
    test(`when a member paid online and the admin refunds part of it (${run.language}), then the payments screen shows the refund`, async ({
      page,
      signIn,
      apiAs,
      playwright,
      baseURL,
    }) => {
      test.skip(test.info().project.name !== 'desktop', 'a 1440 px journey');
      const admin = await apiAs('admin');
      const { account } = await approveNewMemberWithAccount(admin, run.member);
      const member = await playwright.request.newContext({ baseURL });
      const paid = await payDueOnline(member, account, `${run.member.phoneNumber}-own`);
      await member.dispose();

      await signIn(page, 'admin');
      await page.evaluate(
        (language) => window.localStorage.setItem('language', language),
        run.language,
      );
      await page.reload();
      await page.getByRole('link', { name: run.words.nav }).first().click();
      await expect(page).toHaveURL(/\/admin\/payments$/);
      const row = page.getByRole('row').filter({ hasText: paid.orderId });
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(page);

      await row.getByRole('button', { name: run.words.refundFor }).click();
      const dialog = page.getByRole('dialog', { name: run.words.dialog });
      await expect(dialog.getByLabel(run.words.amount)).toHaveValue(String(paid.amount));
      await dialog.getByLabel(run.words.amount).fill('20000');
      await dialog.getByLabel(run.words.reason).fill('결석 2회 / two missed lessons');
      await dialog.getByRole('button', { name: run.words.next }).click();
      await dialog.getByRole('button', { name: run.words.submit, exact: true }).click();
      await expect(page.getByText(run.words.done).first()).toBeVisible();
      await expect(dialog).toBeHidden();

      await expect(row).toContainText('결석 2회 / two missed lessons');
      await expect(row).toContainText(run.words.refunded);
      await expect(row).toContainText(run.words.balance);
      await expectNoSidewaysScroll(page);
    });
  }
});
