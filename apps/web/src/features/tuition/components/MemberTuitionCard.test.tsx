import type { TMyTuition, TMyTuitionDue, TTuitionDue } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGets, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MemberTuitionCard } from './MemberTuitionCard';
import { mockApiClient } from '@/test/mock-api-client';
import { tuitionDue } from '@academy/contracts/testing';

const { get } = mockApiClient();

/** A due of 김하늘's: unpaid, it names the depositor to write (name and YYMM). */
const due = (month: string, overrides: Partial<TTuitionDue> = {}): TMyTuitionDue => {
  const made = tuitionDue({
    id: Number(month.replace('-', '')),
    month,
    dueDate: `${month}-01`,
    ...overrides,
  });
  const depositorName = `김하늘${month.slice(2, 4)}${month.slice(5, 7)}`;
  return { ...made, depositorName: made.paid ? null : depositorName, virtualAccount: null };
};

const CURRENT = due('2031-03');
const FEBRUARY = due('2031-02', { paid: true, paidAt: '2031-02-03', method: 'card' });
const JANUARY = due('2031-01', { amount: 150_000, paid: true, paidAt: '2031-01-10' });

let answer: TMyTuition;

function renderCard() {
  get.mockImplementation(answerGets({ '/tuition/me': () => answer }));
  renderPage(<MemberTuitionCard />, '/user/dashboard');
}

const card = () => within(screen.getByRole('region', { name: '수강료' }));

beforeEach(() => {
  get.mockReset();
  answer = {
    onlinePayment: false,
    bankTransfer: null,
    current: CURRENT,
    history: [CURRENT, FEBRUARY, JANUARY],
  };
});

describe('MemberTuitionCard', () => {
  it('when this month is unpaid, then its amount, due date and state show, then the earlier months newest first', async () => {
    renderCard();
    expect(
      await screen.findByRole('heading', { level: 3, name: '2031년 3월 수강료' }),
    ).toBeVisible();
    expect(get).toHaveBeenCalledWith('/tuition/me');
    expect(card().getByText('금액').nextSibling).toHaveTextContent('170,000원');
    expect(card().getByText('납부 기한').nextSibling).toHaveTextContent('2031-03-01');
    expect(card().getByText('상태').nextSibling).toHaveTextContent('미납');

    const earlier = within(card().getByRole('list', { name: '지난 수강료' }));
    const items = earlier.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '2031년 2월 · 170,000원2031-02-03 납부영수증',
      '2031년 1월 · 150,000원2031-01-10 납부영수증',
    ]);
  });

  it('when the first due bills part of its month, then the card says which part, in either language', async () => {
    const first = due('2031-03', {
      amount: 127_500,
      dueDate: '2031-03-05',
      proration: { lessons: 3, monthLessons: 4 },
    });
    answer = { onlinePayment: false, bankTransfer: null, current: first, history: [first] };
    renderCard();
    expect(await screen.findByText('첫 달 4회 중 3회 수업분')).toBeInTheDocument();
    expect(card().getByText('금액').nextSibling).toHaveTextContent(
      '127,500원첫 달 4회 중 3회 수업분',
    );
  });

  it('when a due carries a sibling discount, then the card and the history show it, in either language', async () => {
    const discount = { price: 170_000, siblingDiscount: 10_000, amount: 160_000 };
    const current = due('2031-03', discount);
    const february = due('2031-02', { ...discount, paid: true, paidAt: '2031-02-03' });
    answer = {
      onlinePayment: false,
      bankTransfer: null,
      current,
      history: [current, february, JANUARY],
    };
    renderCard();
    expect(await screen.findAllByText('형제 할인 -10,000원')).toHaveLength(2);
    expect(card().getByText('금액').nextSibling).toHaveTextContent('160,000원형제 할인 -10,000원');
    // A due without one says nothing of it.
    expect(card().getByText(/2031년 1월/).textContent).toBe('2031년 1월 · 150,000원');
  });

  it('when a due carries a sibling discount and the interface is English, then it is written in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const current = due('2031-03', { price: 170_000, siblingDiscount: 17_000, amount: 153_000 });
    answer = { onlinePayment: false, bankTransfer: null, current, history: [current] };
    renderCard();
    expect(await screen.findByText('Sibling discount -KRW 17,000')).toBeInTheDocument();
  });

  it('when an earlier due billed part of its month, then the history says which part in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const january = due('2031-01', {
      amount: 85_000,
      proration: { lessons: 2, monthLessons: 4 },
    });
    answer = {
      onlinePayment: false,
      bankTransfer: null,
      current: CURRENT,
      history: [CURRENT, january],
    };
    renderCard();
    expect(await screen.findByText('First month: 2 of 4 lessons')).toBeInTheDocument();
  });

  it('when this month is paid, then the paid date shows', async () => {
    answer = {
      onlinePayment: false,
      bankTransfer: null,
      current: due('2031-03', { paid: true, paidAt: '2031-03-04', method: 'bank_transfer' }),
      history: [],
    };
    renderCard();
    expect(await screen.findByText('2031-03-04 납부')).toBeInTheDocument();
    expect(card().getByText('납부', { selector: 'span' })).toBeInTheDocument();
    expect(card().getByText('지난 수강료 내역이 없습니다')).toBeInTheDocument();
  });

  it('when no due exists yet, then it says so', async () => {
    answer = { onlinePayment: false, bankTransfer: null, current: null, history: [] };
    renderCard();
    expect(await screen.findByText('이번 달 수강료가 아직 없습니다')).toBeInTheDocument();
  });

  it('when the dues cannot be loaded, then the card says so', async () => {
    get.mockRejectedValue(httpError(500));
    renderPage(<MemberTuitionCard />, '/user/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('불러오지 못했습니다');
  });

  it('when the interface is English, then months and amounts are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderCard();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Tuition for March 2031' }),
    ).toBeVisible();
    const region = within(screen.getByRole('region', { name: 'Tuition' }));
    expect(region.getByText('Amount').nextSibling).toHaveTextContent('KRW 170,000');
    expect(region.getByText('February 2031 · KRW 170,000')).toBeInTheDocument();
    expect(region.getByText('Paid 2031-02-03')).toBeInTheDocument();
  });
  describe('paying by bank transfer', () => {
    const ACCOUNT = {
      bankName: '국민은행',
      accountNumber: '123-45-678901',
      accountHolder: '드럼아카데미',
      note: '입금 후 문자 주세요',
    };
    /** March unpaid, the only due, with the academy's account to pay into. */
    const MARCH_BY_TRANSFER: TMyTuition = {
      current: CURRENT,
      history: [CURRENT],
      bankTransfer: ACCOUNT,
      onlinePayment: false,
    };
    const transfer = () => within(card().getByRole('region', { name: '계좌이체로 납부하기' }));

    it('when dues are unpaid, then the account and each one’s depositor name show, and copy puts them on the clipboard', async () => {
      const user = setupUser();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      const january = due('2031-01');
      answer = {
        current: CURRENT,
        history: [CURRENT, FEBRUARY, january],
        bankTransfer: ACCOUNT,
        onlinePayment: false,
      };
      renderCard();
      expect(await screen.findByText('123-45-678901')).toBeInTheDocument();
      expect(transfer().getByText('드럼아카데미')).toBeInTheDocument();
      expect(transfer().getByText('입금 후 문자 주세요')).toBeInTheDocument();
      expect(transfer().getByText('2031년 3월 입금자명').nextSibling).toHaveTextContent(
        '김하늘3103',
      );
      expect(transfer().getByText('2031년 1월 입금자명').nextSibling).toHaveTextContent(
        '김하늘3101',
      );
      // February is paid: nothing to write for it.
      expect(transfer().queryByText('2031년 2월 입금자명')).not.toBeInTheDocument();

      await user.click(transfer().getByRole('button', { name: '계좌번호 복사' }));
      expect(writeText).toHaveBeenLastCalledWith('123-45-678901');
      expect(await transfer().findByRole('status')).toHaveTextContent(
        '복사했습니다: 123-45-678901',
      );
      await user.click(transfer().getByRole('button', { name: '2031년 3월 입금자명 복사' }));
      expect(writeText).toHaveBeenLastCalledWith('김하늘3103');
    });

    it('when the clipboard refuses, then the member is told to copy the selected text', async () => {
      const user = setupUser();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      answer = MARCH_BY_TRANSFER;
      renderCard();
      await user.click(await screen.findByRole('button', { name: '계좌번호 복사' }));
      expect(await transfer().findByRole('status')).toHaveTextContent('복사하지 못했습니다');
    });

    it('when the academy has set no account, then the member is told to ask the academy', async () => {
      renderCard();
      expect(await screen.findByText(/납부 방법은 학원에 문의해주세요/)).toBeInTheDocument();
      expect(card().queryByRole('button', { name: /복사/ })).not.toBeInTheDocument();
    });

    it('when every due is paid, then no transfer details show', async () => {
      const paid = due('2031-03', { paid: true, paidAt: '2031-03-04', method: 'card' });
      answer = {
        current: paid,
        history: [paid, FEBRUARY],
        bankTransfer: ACCOUNT,
        onlinePayment: false,
      };
      renderCard();
      expect(await screen.findByText('2031-03-04 납부')).toBeInTheDocument();
      expect(card().queryByText('123-45-678901')).not.toBeInTheDocument();
    });

    it('when the interface is English, then the transfer details are English', async () => {
      window.localStorage.setItem('language', 'ENG');
      answer = MARCH_BY_TRANSFER;
      renderCard();
      expect(await screen.findByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
      expect(screen.getByText('Depositor name for March 2031').nextSibling).toHaveTextContent(
        '김하늘3103',
      );
      expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    });
  });
});
