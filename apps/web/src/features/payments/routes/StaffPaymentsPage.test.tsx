import { PAYMENT_MESSAGES, VALIDATION_MESSAGES } from '@academy/contracts';
import type { TPaymentList, TStaffPayment } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { StaffPaymentsPage } from './StaffPaymentsPage';

const { get, post } = mockApiClient();

// Monday 10 March 2031, 12:00 in Seoul.
freezeDateInEachTest(new Date('2031-03-10T03:00:00Z'));

const PAID: TStaffPayment = {
  id: 41,
  dueId: 11,
  memberName: '김하늘',
  month: '2031-03',
  amount: 170_000,
  refundedAmount: 20_000,
  balance: 150_000,
  method: 'card',
  state: 'done',
  orderId: 'ord_AbCdEfGhIjKlMnOpQrStUvWx',
  paymentKey: 'tdbl_PAYMENTKEY0001',
  failureCode: null,
  approvedAt: '2031-03-02T01:30:00.000Z',
  refunds: [
    {
      id: 7,
      amount: 20_000,
      reason: '결석 1회',
      state: 'done',
      staffName: '박지훈',
      failureCode: null,
      createdAt: '2031-03-05T01:00:00.000Z',
      canceledAt: '2031-03-05T01:00:01.000Z',
    },
  ],
};
const FAILED: TStaffPayment = {
  ...PAID,
  id: 42,
  memberName: '이서준',
  refundedAmount: 0,
  balance: 0,
  method: null,
  state: 'failed',
  orderId: 'ord_ZyXwVuTsRqPoNmLkJiHgFeDc',
  paymentKey: null,
  failureCode: 'REJECT_CARD_COMPANY',
  approvedAt: null,
  refunds: [],
};

const list = (payments: TStaffPayment[]): TPaymentList => ({
  month: '2031-03',
  payments,
  pagination: { page: 1, limit: 20, total: payments.length, totalPages: 1 },
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation((url: string) =>
    url === '/payments'
      ? Promise.resolve(envelope(list([PAID, FAILED])))
      : Promise.reject(httpError(404)),
  );
});
afterEach(() => window.localStorage.removeItem('language'));

const tableOf = async (name = '2031년 3월 온라인 결제') =>
  within(await screen.findByRole('table', { name }));
function rowOf(table: ReturnType<typeof within>, name: string) {
  const row = table.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('StaffPaymentsPage', () => {
  it("when staff open it, then the month's payments show Toss's keys and the refunds, and a teacher gets no refund button", async () => {
    renderPage(<StaffPaymentsPage />, '/admin/payments');
    const table = await tableOf();
    expect(get).toHaveBeenCalledWith('/payments', { params: { month: '2031-03', page: 1 } });
    const paid = rowOf(table, '김하늘');
    expect(paid.getByText('170,000원')).toBeInTheDocument();
    expect(paid.getByText('환불 가능 150,000원')).toBeInTheDocument();
    expect(paid.getByText('카드')).toBeInTheDocument();
    expect(paid.getByText('결제 완료')).toBeInTheDocument();
    expect(paid.getByText(PAID.orderId)).toBeInTheDocument();
    expect(paid.getByText('tdbl_PAYMENTKEY0001')).toBeInTheDocument();
    expect(paid.getByText('결석 1회')).toBeInTheDocument();
    expect(paid.getByText(/20,000원/)).toBeInTheDocument();
    expect(paid.getByText(/박지훈/)).toBeInTheDocument();
    expect(rowOf(table, '이서준').getByText('승인 거절')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /환불/ })).not.toBeInTheDocument();
  });

  it('when the filter picks a state, then that state is asked', async () => {
    const user = setupUser();
    renderPage(<StaffPaymentsPage />, '/admin/payments');
    await tableOf();
    await user.click(screen.getByLabelText('상태'));
    await user.click(screen.getByRole('option', { name: '승인 거절' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/payments', {
        params: { month: '2031-03', page: 1, state: 'failed' },
      }),
    );
  });

  it('when the admin refunds, then the amount is bounded by the balance, the reason is required, and nothing is sent before the second step', async () => {
    post.mockResolvedValue(
      envelope({ refund: PAID.refunds[0], payment: PAID }, PAYMENT_MESSAGES.refunded.ko),
    );
    const user = setupUser();
    renderPage(<StaffPaymentsPage isAdmin />, '/admin/payments');
    const table = await tableOf();
    expect(rowOf(table, '이서준').queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      rowOf(table, '김하늘').getByRole('button', { name: '김하늘 2031년 3월 환불' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '김하늘님 환불' }));
    const amount = dialog.getByLabelText(/환불 금액/);
    expect(amount).toHaveValue(150_000);

    await user.click(dialog.getByRole('button', { name: '다음' }));
    expect(await dialog.findByText(VALIDATION_MESSAGES.required.ko)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/환불 사유/), '수업 2회 취소');
    await user.clear(amount);
    await user.type(amount, '150001');
    await user.click(dialog.getByRole('button', { name: '다음' }));
    expect(await dialog.findByText(VALIDATION_MESSAGES.invalidValue.ko)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '50000');
    await user.click(dialog.getByRole('button', { name: '다음' }));
    expect(
      await dialog.findByText('50,000원을(를) 환불합니다. 되돌릴 수 없습니다.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('사유: 수업 2회 취소')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: '환불하기' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/payments/41/refunds', {
        amount: 50_000,
        reason: '수업 2회 취소',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the payment went into a virtual account, then the dialog asks for the account to refund into and sends it', async () => {
    const virtual: TStaffPayment = {
      ...PAID,
      id: 43,
      memberName: '최가상',
      method: 'virtual-account',
      refundedAmount: 0,
      balance: 170_000,
      refunds: [],
    };
    get.mockImplementation((url: string) =>
      url === '/payments'
        ? Promise.resolve(envelope(list([virtual])))
        : Promise.reject(httpError(404)),
    );
    post.mockResolvedValue(
      envelope({ refund: PAID.refunds[0], payment: virtual }, PAYMENT_MESSAGES.refunded.ko),
    );
    const user = setupUser();
    renderPage(<StaffPaymentsPage isAdmin />, '/admin/payments');
    await user.click(rowOf(await tableOf(), '최가상').getByRole('button', { name: /환불/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const account = within(dialog.getByRole('group', { name: '환불받을 계좌' }));
    await user.selectOptions(account.getByLabelText('은행'), '88');
    await user.type(account.getByLabelText(/계좌번호/), '110-123-456789');
    await user.type(account.getByLabelText(/예금주/), '최가상');
    await user.type(dialog.getByLabelText(/환불 사유/), '퇴원');
    await user.click(dialog.getByRole('button', { name: '다음' }));
    await user.click(await dialog.findByRole('button', { name: '환불하기' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/payments/43/refunds', {
        amount: 170_000,
        reason: '퇴원',
        refundAccount: { bank: '88', accountNumber: '110123456789', holderName: '최가상' },
      }),
    );
  });

  it('when Toss refuses, then the dialog stays open with the reason', async () => {
    post.mockRejectedValue(httpError(409, PAYMENT_MESSAGES.refundDeclined.ko, 'PAYMENT_DECLINED'));
    const user = setupUser();
    renderPage(<StaffPaymentsPage isAdmin />, '/admin/payments');
    await user.click(rowOf(await tableOf(), '김하늘').getByRole('button', { name: /환불/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/환불 사유/), '전액');
    await user.click(dialog.getByRole('button', { name: '다음' }));
    await user.click(await dialog.findByRole('button', { name: '환불하기' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.refundDeclined.ko)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/payments/41/refunds', { amount: 150_000, reason: '전액' });
  });

  it('when the interface is English, then the screen and the dialog read in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const user = setupUser();
    renderPage(<StaffPaymentsPage isAdmin />, '/admin/payments');
    const table = await tableOf('Online payments of March 2031');
    expect(rowOf(table, '김하늘').getByText('Paid')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Refund 김하늘, March 2031' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund 김하늘' }));
    expect(dialog.getByLabelText(/Amount to refund/)).toHaveValue(150_000);
    expect(dialog.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
