import type { TMyTuition } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { MARCH_DUE, MARCH_PAYABLE_ONLINE, paymentOrder } from '@/test/online-payment';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MemberTuitionCard } from './MemberTuitionCard';
import { openPaymentWindow } from './open-payment-window';

vi.mock('./open-payment-window', () => ({ openPaymentWindow: vi.fn() }));

const { get, post } = mockApiClient();

const MARCH = MARCH_DUE;
const ORDER = paymentOrder('double');

let answer: TMyTuition;

function renderCard() {
  get.mockImplementation(answerGets({ '/tuition/me': () => answer }));
  renderPage(<MemberTuitionCard />, '/user/dashboard');
}
const online = () => within(screen.getByRole('region', { name: '온라인으로 결제하기' }));

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  vi.mocked(openPaymentWindow).mockReset().mockResolvedValue('opened');
  answer = MARCH_PAYABLE_ONLINE;
});

describe('paying a due online from the tuition card', () => {
  it('when online payment is on and the member pays, then the server makes the order and the window opens at its address', async () => {
    const user = setupUser();
    post.mockResolvedValue(envelope(ORDER));
    renderCard();
    await user.click(await screen.findByRole('button', { name: '2031년 3월 170,000원 결제하기' }));
    expect(post).toHaveBeenCalledWith(`/tuition/${MARCH.id}/payments`);
    expect(openPaymentWindow).toHaveBeenCalledWith(ORDER);
    // The bank-transfer details stay beside it.
    expect(screen.getByRole('heading', { name: '계좌이체로 납부하기' })).toBeVisible();
  });

  it('when the server refuses the order, then its reason shows and no window opens', async () => {
    const user = setupUser();
    post.mockRejectedValue(httpError(409, '이미 납부된 수강료입니다.', 'DUE_ALREADY_PAID'));
    renderCard();
    await user.click(await screen.findByRole('button', { name: /결제하기/ }));
    expect(await online().findByRole('status')).toHaveTextContent('이미 납부된 수강료입니다.');
    expect(openPaymentWindow).not.toHaveBeenCalled();
  });

  it('when online payment is off or every due is paid, then no pay button shows', async () => {
    answer = { ...answer, onlinePayment: false };
    renderCard();
    expect(await screen.findByRole('heading', { name: '계좌이체로 납부하기' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();
  });
});
