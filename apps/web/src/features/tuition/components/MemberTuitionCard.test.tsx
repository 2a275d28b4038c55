import type { TMyTuition, TTuitionDue } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { MemberTuitionCard } from './MemberTuitionCard';
import { mockApiClient } from '@/test/mock-api-client';
import { tuitionDue } from '@academy/contracts/testing';

const { get } = mockApiClient();

const due = (month: string, overrides: Partial<TTuitionDue> = {}): TTuitionDue =>
  tuitionDue({ id: Number(month.replace('-', '')), month, dueDate: `${month}-01`, ...overrides });

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
  answer = { current: CURRENT, history: [CURRENT, FEBRUARY, JANUARY] };
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
      '2031년 2월 · 170,000원2031-02-03 납부',
      '2031년 1월 · 150,000원2031-01-10 납부',
    ]);
  });

  it('when the first due bills part of its month, then the card says which part, in either language', async () => {
    const first = due('2031-03', {
      amount: 127_500,
      dueDate: '2031-03-05',
      proration: { lessons: 3, monthLessons: 4 },
    });
    answer = { current: first, history: [first] };
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
    answer = { current, history: [current, february, JANUARY] };
    renderCard();
    expect(await screen.findAllByText('형제 할인 -10,000원')).toHaveLength(2);
    expect(card().getByText('금액').nextSibling).toHaveTextContent('160,000원형제 할인 -10,000원');
    // A due without one says nothing of it.
    expect(card().getByText(/2031년 1월/).textContent).toBe('2031년 1월 · 150,000원');
  });

  it('when a due carries a sibling discount and the interface is English, then it is written in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const current = due('2031-03', { price: 170_000, siblingDiscount: 17_000, amount: 153_000 });
    answer = { current, history: [current] };
    renderCard();
    expect(await screen.findByText('Sibling discount -KRW 17,000')).toBeInTheDocument();
  });

  it('when an earlier due billed part of its month, then the history says which part in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const january = due('2031-01', {
      amount: 85_000,
      proration: { lessons: 2, monthLessons: 4 },
    });
    answer = { current: CURRENT, history: [CURRENT, january] };
    renderCard();
    expect(await screen.findByText('First month: 2 of 4 lessons')).toBeInTheDocument();
  });

  it('when this month is paid, then the paid date shows', async () => {
    answer = {
      current: { ...CURRENT, paid: true, paidAt: '2031-03-04', method: 'bank_transfer' },
      history: [],
    };
    renderCard();
    expect(await screen.findByText('2031-03-04 납부')).toBeInTheDocument();
    expect(card().getByText('납부', { selector: 'span' })).toBeInTheDocument();
    expect(card().getByText('지난 수강료 내역이 없습니다')).toBeInTheDocument();
  });

  it('when no due exists yet, then it says so', async () => {
    answer = { current: null, history: [] };
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
});
