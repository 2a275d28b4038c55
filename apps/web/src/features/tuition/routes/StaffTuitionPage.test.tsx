import { TUITION_MESSAGES, TUITION_VALIDATION_MESSAGES } from '@academy/contracts';
import type { TTuitionDue, TTuitionList } from '@academy/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerQuestion } from '@/test/dialogs';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, httpError, okResponse } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { StaffTuitionPage } from './StaffTuitionPage';
import { mockApiClient } from '@/test/mock-api-client';
import { tuitionDue } from '@academy/contracts/testing';
import { freezeDateInEachTest } from '@/test/frozen-date';

const { get, post, patch } = mockApiClient();

// Monday 10 March 2031, 12:00 in Seoul.
const NOW = new Date('2031-03-10T03:00:00Z');

const UNPAID = tuitionDue({
  lastRemindedOn: '2031-03-08',
  price: 180_000,
  siblingDiscount: 10_000,
  amount: 170_000,
});
const PAID = tuitionDue({
  id: 12,
  memberId: 8,
  memberName: '이서준',
  loginId: 'seojun',
  amount: 180_000,
  adjustment: { originalAmount: 210_000, reason: '형제 할인' },
  paid: true,
  paidAt: '2031-03-05',
  method: 'card',
  note: '현장 결제',
});

const monthList = (month: string, dues: TTuitionDue[]): TTuitionList => ({
  month,
  dues: dues.map((item) => ({ ...item, month })),
  totals: {
    dueCount: 2,
    paidCount: 1,
    unpaidCount: 1,
    collected: 180_000,
    refunded: 0,
    outstanding: 170_000,
  },
  pagination: { page: 1, limit: 20, total: dues.length, totalPages: dues.length > 0 ? 1 : 0 },
});

type TGetConfig = { params?: { month?: string; status?: string } };

freezeDateInEachTest(NOW);

beforeEach(() => {
  for (const mock of [get, post, patch]) mock.mockReset();
  get.mockImplementation((url: string, config?: TGetConfig) => {
    if (url === '/tuition/sibling-discount') {
      return Promise.resolve(envelope({ kind: 'amount', value: 10_000 }));
    }
    if (url !== '/tuition') return Promise.reject(httpError(404));
    const month = config?.params?.month ?? '2031-03';
    const status = config?.params?.status;
    const dues = [UNPAID, PAID].filter(
      (item) => status === undefined || item.paid === (status === 'paid'),
    );
    return Promise.resolve(envelope(monthList(month, dues)));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderTuition() {
  const user = setupUser();
  renderPage(<StaffTuitionPage />, '/admin/tuition');
  return user;
}

const listCalls = () => get.mock.calls.filter(([url]) => url === '/tuition');

async function table(name = '2031년 3월 수강료 목록') {
  return within(await screen.findByRole('table', { name }));
}

function rowOf(list: ReturnType<typeof within>, name: string) {
  const row = list.getByRole('rowheader', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('StaffTuitionPage', () => {
  it('when it opens, then the current Seoul month is asked and shown with its totals and dues', async () => {
    renderTuition();
    const list = await table();
    expect(get).toHaveBeenCalledWith('/tuition', {
      params: { month: '2031-03', page: 1, limit: 20 },
    });
    expect(screen.getByLabelText('월')).toHaveValue('2031-03');

    const totals = within(screen.getByRole('region', { name: '2031년 3월 합계' }));
    expect(totals.getByText('납부액').nextSibling).toHaveTextContent('180,000원');
    expect(totals.getByText('미납액').nextSibling).toHaveTextContent('170,000원');
    expect(totals.getByText('납부').nextSibling).toHaveTextContent('1명');
    expect(totals.getByText('미납').nextSibling).toHaveTextContent('1명');

    const unpaid = rowOf(list, '김하늘');
    expect(unpaid.getByText('170,000원')).toBeInTheDocument();
    expect(unpaid.getByText('형제 할인 -10,000원')).toBeInTheDocument();
    expect(unpaid.getByText('2031-03-01')).toBeInTheDocument();
    expect(unpaid.getByText('미납')).toBeInTheDocument();
    expect(unpaid.getByText('2031-03-08 안내 보냄')).toBeInTheDocument();
    expect(unpaid.getByRole('button', { name: '김하늘 납부 처리' })).toBeEnabled();

    const paid = rowOf(list, '이서준');
    expect(paid.getByText('180,000원')).toBeInTheDocument();
    expect(paid.queryByText(/형제 할인 -/)).not.toBeInTheDocument();
    expect(paid.getByText('조정: 형제 할인 (원래 210,000원)')).toBeInTheDocument();
    expect(paid.getByText('2031-03-05 납부 · 카드')).toBeInTheDocument();
    expect(paid.getByText('현장 결제')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: '이서준 납부 취소' })).toBeEnabled();

    // The narrow view has the same dues as cards.
    const cards = within(screen.getByRole('list', { name: '2031년 3월 수강료 목록' }));
    expect(cards.getByRole('heading', { level: 3, name: '김하늘' })).toBeInTheDocument();
    expect(cards.getByRole('button', { name: '이서준 금액 조정' })).toBeInTheDocument();
  });

  it('when a due was paid online and partly refunded, then its row says so', async () => {
    const online = tuitionDue({
      ...PAID,
      onlinePayment: { orderId: 'ord_ONLINE0001', method: 'card' },
      refundedAmount: 30_000,
    });
    get.mockImplementation(() => Promise.resolve(envelope(monthList('2031-03', [online]))));
    renderTuition();
    const row = rowOf(await table(), '이서준');
    expect(row.getByText('온라인 결제 ord_ONLINE0001')).toBeInTheDocument();
    expect(row.getByText('환불 30,000원')).toBeInTheDocument();
  });

  it('when a virtual account waits on a due, then its row shows the deadline and both dialogs say saving closes it', async () => {
    // Wednesday 12 March 2031, 18:30 in Seoul.
    const waiting = tuitionDue({ waitingAccount: { depositDeadline: '2031-03-12T09:30:00.000Z' } });
    get.mockImplementation(() => Promise.resolve(envelope(monthList('2031-03', [waiting, PAID]))));
    const user = renderTuition();
    const list = await table();
    expect(
      rowOf(list, '김하늘').getByText('가상계좌 입금 대기 · 3월 12일 (수) 18:30까지'),
    ).toBeInTheDocument();
    expect(rowOf(list, '이서준').queryByText(/가상계좌/)).toBeNull();
    const closes =
      '입금을 기다리는 가상계좌(3월 12일 (수) 18:30까지)가 있습니다. 저장하면 그 계좌를 닫고 회원에게 알려드립니다.';
    await user.click(rowOf(list, '김하늘').getByRole('button', { name: '김하늘 금액 조정' }));
    const adjust = within(screen.getByRole('dialog', { name: '김하늘 금액 조정' }));
    expect(adjust.getByRole('note')).toHaveTextContent(closes);
    await user.click(adjust.getByRole('button', { name: '취소' }));
    await user.click(rowOf(list, '김하늘').getByRole('button', { name: '김하늘 납부 처리' }));
    const pay = within(screen.getByRole('dialog', { name: '김하늘 납부 처리' }));
    expect(pay.getByRole('note')).toHaveTextContent(closes);
    await user.click(pay.getByRole('button', { name: '취소' }));
    await user.click(rowOf(list, '이서준').getByRole('button', { name: '이서준 금액 조정' }));
    const noAccount = within(screen.getByRole('dialog', { name: '이서준 금액 조정' }));
    expect(noAccount.queryByRole('note')).toBeNull();
  });

  it('when a virtual account waits on a due in English, then the marker and the note are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const waiting = tuitionDue({ waitingAccount: { depositDeadline: '2031-03-12T09:30:00.000Z' } });
    get.mockImplementation(() => Promise.resolve(envelope(monthList('2031-03', [waiting]))));
    const user = renderTuition();
    const list = await table('Tuition for March 2031');
    expect(
      rowOf(list, '김하늘').getByText('Virtual account waiting · until Wed, Mar 12, 18:30'),
    ).toBeInTheDocument();
    await user.click(rowOf(list, '김하늘').getByRole('button', { name: 'Adjust amount: 김하늘' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adjust amount: 김하늘' }));
    expect(dialog.getByRole('note')).toHaveTextContent(
      'A virtual account waits for a deposit (until Wed, Mar 12, 18:30). Saving closes it and tells the member.',
    );
  });

  it('when a new member’s first due bills part of the month, then the row and the card say which part', async () => {
    const first = tuitionDue({
      id: 13,
      memberId: 9,
      memberName: '박새봄',
      loginId: 's01012341234',
      amount: 127_500,
      dueDate: '2031-03-05',
      proration: { lessons: 3, monthLessons: 4 },
    });
    get.mockImplementation(() => Promise.resolve(envelope(monthList('2031-03', [first]))));
    renderTuition();
    const row = rowOf(await table(), '박새봄');
    expect(row.getByText('127,500원')).toBeInTheDocument();
    expect(row.getByText('첫 달 4회 중 3회 수업분')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '2031년 3월 수강료 목록' }));
    expect(cards.getByText('첫 달 4회 중 3회 수업분')).toBeInTheDocument();
  });

  it('when the month is stepped back or typed, then that month is asked from its first page', async () => {
    const user = renderTuition();
    await table();
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(
      await screen.findByRole('table', { name: '2031년 2월 수강료 목록' }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/tuition', {
      params: { month: '2031-02', page: 1, limit: 20 },
    });
    expect(screen.getByLabelText('월')).toHaveValue('2031-02');

    fireEvent.change(screen.getByLabelText('월'), { target: { value: '2030-12' } });
    expect(
      await screen.findByRole('table', { name: '2030년 12월 수강료 목록' }),
    ).toBeInTheDocument();

    // Past the window's end nothing is asked: next stops a year after the current month.
    fireEvent.change(screen.getByLabelText('월'), { target: { value: '2032-03' } });
    const asked = listCalls().length;
    fireEvent.change(screen.getByLabelText('월'), { target: { value: '2032-04' } });
    await screen.findByRole('table', { name: '2032년 3월 수강료 목록' });
    expect(listCalls()).toHaveLength(asked);
    expect(screen.getByRole('button', { name: '다음 달' })).toBeDisabled();
  });

  it('when the unpaid filter is chosen, then only unpaid dues are asked and the totals stay the whole month', async () => {
    const user = renderTuition();
    await table();
    await user.click(screen.getByLabelText('상태'));
    await user.click(screen.getByRole('option', { name: '미납' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/tuition', {
        params: { month: '2031-03', page: 1, limit: 20, status: 'unpaid' },
      }),
    );
    const list = await table();
    await waitFor(() => expect(list.queryByText('이서준')).not.toBeInTheDocument());
    expect(list.getByText('김하늘')).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: '2031년 3월 합계' }));
    expect(totals.getByText('납부액').nextSibling).toHaveTextContent('180,000원');
  });

  it('when a due is marked paid, then today (Seoul), the method and the note are sent and the list reloads', async () => {
    patch.mockResolvedValue(
      envelope(
        { ...UNPAID, paid: true, paidAt: '2031-03-10', method: 'cash' },
        TUITION_MESSAGES.markedPaid.ko,
      ),
    );
    const user = renderTuition();
    const list = await table();
    await user.click(rowOf(list, '김하늘').getByRole('button', { name: '김하늘 납부 처리' }));
    const dialog = within(screen.getByRole('dialog', { name: '김하늘 납부 처리' }));
    expect(dialog.getByText('2031년 3월 수강료 170,000원')).toBeInTheDocument();
    expect(dialog.getByLabelText('납부일')).toHaveValue('2031-03-10');
    expect(dialog.getByLabelText('납부일')).toHaveAttribute('max', '2031-03-10');
    expect(dialog.getByLabelText('납부 방법')).toHaveValue('bank_transfer');
    await user.selectOptions(dialog.getByLabelText('납부 방법'), '현금');
    await user.type(dialog.getByLabelText('메모 (선택)'), '3월분 현금');
    const asked = listCalls().length;
    await user.click(dialog.getByRole('button', { name: '납부 처리' }));

    expect(await screen.findByText(TUITION_MESSAGES.markedPaid.ko)).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/tuition/11', {
      paid: true,
      paidAt: '2031-03-10',
      method: 'cash',
      note: '3월분 현금',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listCalls().length).toBeGreaterThan(asked);
  });

  it('when the server refuses the payment date, then its message shows in the form, which stays open', async () => {
    patch.mockRejectedValue(
      httpError(400, TUITION_VALIDATION_MESSAGES.tuitionPaidDateTooEarly.ko, 'BAD_REQUEST'),
    );
    const user = renderTuition();
    const list = await table();
    await user.click(rowOf(list, '김하늘').getByRole('button', { name: '김하늘 납부 처리' }));
    const dialog = within(screen.getByRole('dialog', { name: '김하늘 납부 처리' }));
    fireEvent.change(dialog.getByLabelText('납부일'), { target: { value: '2030-01-01' } });
    await user.click(dialog.getByRole('button', { name: '납부 처리' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      TUITION_VALIDATION_MESSAGES.tuitionPaidDateTooEarly.ko,
    );
    expect(patch).toHaveBeenCalledWith('/tuition/11', {
      paid: true,
      paidAt: '2030-01-01',
      method: 'bank_transfer',
    });
    expect(screen.getByRole('dialog', { name: '김하늘 납부 처리' })).toBeInTheDocument();
  });

  it('when a payment is undone after the confirmation, then paid: false is sent; declined, nothing is', async () => {
    patch.mockResolvedValue(
      envelope({ ...PAID, paid: false, paidAt: null, method: null, note: null }, ''),
    );
    const user = renderTuition();
    const list = await table();
    const undo = rowOf(list, '이서준').getByRole('button', { name: '이서준 납부 취소' });

    const question = '이서준님의 2031년 3월 납부 기록을 취소하시겠습니까?';
    await user.click(undo);
    await answerQuestion(user, question, '취소');
    expect(patch).not.toHaveBeenCalled();
    expect(undo).toHaveFocus();

    await user.click(undo);
    await answerQuestion(user, question, '납부 취소');
    expect(await screen.findByText(TUITION_MESSAGES.paymentUndone.ko)).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/tuition/12', { paid: false });
  });

  it('when an amount is adjusted without a valid amount or a reason, then nothing is sent until both are right', async () => {
    patch.mockResolvedValue(
      envelope(
        { ...UNPAID, amount: 150_000, adjustment: { originalAmount: 170_000, reason: '휴강' } },
        TUITION_MESSAGES.amountAdjusted.ko,
      ),
    );
    const user = renderTuition();
    const list = await table();
    await user.click(rowOf(list, '김하늘').getByRole('button', { name: '김하늘 금액 조정' }));
    const dialog = within(screen.getByRole('dialog', { name: '김하늘 금액 조정' }));
    const amount = dialog.getByLabelText('금액 (원)');
    expect(amount).toHaveValue(170_000);

    await user.clear(amount);
    await user.click(dialog.getByRole('button', { name: '금액 저장' }));
    expect(
      await dialog.findByText(TUITION_VALIDATION_MESSAGES.tuitionAmountInvalid.ko),
    ).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await user.type(amount, '150000');
    await user.click(dialog.getByRole('button', { name: '금액 저장' }));
    expect(
      await dialog.findByText(TUITION_VALIDATION_MESSAGES.tuitionReasonRequired.ko),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('조정 사유')).toHaveFocus();
    expect(patch).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText('조정 사유'), '휴강');
    await user.click(dialog.getByRole('button', { name: '금액 저장' }));
    expect(await screen.findByText(TUITION_MESSAGES.amountAdjusted.ko)).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/tuition/11', { amount: 150_000, reason: '휴강' });
  });

  it('when the unpaid are reminded after the confirmation, then a toast says how many', async () => {
    post.mockResolvedValue(envelope({ remindedCount: 2 }));
    const user = renderTuition();
    await table();
    await user.click(screen.getByRole('button', { name: '미납 회원에게 안내' }));
    expect(post).not.toHaveBeenCalled();
    await answerQuestion(user, /^2031년 3월/, '미납 회원에게 안내');
    expect(await screen.findByText('2명에게 납부 안내를 보냈습니다.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/tuition/remind', { month: '2031-03' });
  });

  it('when the CSV is downloaded, then the month is fetched as a file and saved under its name', async () => {
    const csv = new Blob(['\uFEFF회원,아이디\n'], { type: 'text/csv' });
    const createObjectURL = vi.fn(() => 'blob:tuition');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const user = renderTuition();
    await table();
    get.mockResolvedValueOnce(okResponse(csv));
    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith('/tuition/export', {
      params: { month: '2031-03' },
      responseType: 'blob',
    });
    expect(createObjectURL).toHaveBeenCalledWith(csv);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('tuition-2031-03.csv');
    expect(link.href).toBe('blob:tuition');
  });

  it('when the download is refused, then a toast says so', async () => {
    const user = renderTuition();
    await table();
    get.mockRejectedValueOnce(httpError(400));
    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    expect(await screen.findByText('CSV 파일을 내려받지 못했습니다.')).toBeInTheDocument();
  });

  it('when the interface is English, then labels, months and amounts are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderTuition();
    const list = await table('Tuition for March 2031');
    const totals = within(screen.getByRole('region', { name: 'Totals for March 2031' }));
    expect(totals.getByText('Collected').nextSibling).toHaveTextContent('KRW 180,000');
    expect(
      rowOf(list, '이서준').getByText('Adjusted: 형제 할인 (was KRW 210,000)'),
    ).toBeInTheDocument();
    expect(rowOf(list, '이서준').getByText('Paid 2031-03-05 · Card')).toBeInTheDocument();
    expect(rowOf(list, '김하늘').getByRole('button', { name: 'Mark paid: 김하늘' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remind the unpaid' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByLabelText('Month')).toHaveValue('2031-03');
  });

  it('when the month has no dues, then it says so', async () => {
    get.mockResolvedValue(envelope(monthList('2031-03', [])));
    renderTuition();
    expect(await screen.findByText('이 달의 수강료가 없습니다.')).toBeInTheDocument();
  });
});
