import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGets, envelope } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { MARCH_PAYABLE_ONLINE, paymentOrder } from '@/test/online-payment';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MemberTuitionCard } from './MemberTuitionCard';

// Toss's SDK, which would load js.tosspayments.com: what it is asked for is what is checked.
const sdk = vi.hoisted(() => ({
  loadTossPayments: vi.fn(),
  payment: vi.fn(),
  requestPayment: vi.fn(),
}));
vi.mock('@tosspayments/tosspayments-sdk', () => ({
  ANONYMOUS: '@@ANONYMOUS',
  loadTossPayments: sdk.loadTossPayments,
}));

const { get, post } = mockApiClient();

const ORDER = paymentOrder('toss');

function tossLoads() {
  sdk.loadTossPayments.mockResolvedValue({ payment: sdk.payment });
  sdk.payment.mockReturnValue({ requestPayment: sdk.requestPayment });
}

async function pressPay(name: RegExp) {
  const user = setupUser();
  get.mockImplementation(answerGets({ '/tuition/me': () => MARCH_PAYABLE_ONLINE }));
  post.mockResolvedValue(envelope(ORDER));
  renderPage(<MemberTuitionCard />, '/user/dashboard');
  await user.click(await screen.findByRole('button', { name }));
  return user;
}
const online = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  for (const mock of Object.values(sdk)) mock.mockReset();
  window.localStorage.removeItem('language');
});

describe("paying a due in Toss's own window", () => {
  it("when the member pays, then Toss's window is asked for the order's values, as an anonymous buyer", async () => {
    tossLoads();
    // Toss sends the browser away from here: the request never settles.
    sdk.requestPayment.mockReturnValue(new Promise(() => {}));
    await pressPay(/2031년 3월 170,000원 결제하기/);
    await vi.waitFor(() => expect(sdk.requestPayment).toHaveBeenCalled());
    expect(sdk.loadTossPayments).toHaveBeenCalledWith('live_ck_X');
    expect(sdk.payment).toHaveBeenCalledWith({ customerKey: '@@ANONYMOUS' });
    expect(sdk.requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { currency: 'KRW', value: 170000 },
      orderId: 'ord_abcdef123456',
      orderName: '2031-03 수강료',
      customerName: '김하늘',
      successUrl: 'https://academy.example/user/payments/success',
      failUrl: 'https://academy.example/user/payments/fail',
    });
    expect(online('온라인으로 결제하기').getByRole('status')).toHaveTextContent('결제창을 여는 중');
    // While the window opens, a second press cannot replace the order under it.
    expect(screen.getByRole('button', { name: /2031년 3월 170,000원 결제하기/ })).toBeDisabled();
  });

  it("when Toss's script cannot load, then the member is told in English that nothing was charged, and pressing again retries", async () => {
    window.localStorage.setItem('language', 'ENG');
    sdk.loadTossPayments.mockRejectedValueOnce(new Error('Failed to load script'));
    const user = await pressPay(/Pay KRW 170,000 for March 2031/);
    expect(await online('Pay online').findByRole('status')).toHaveTextContent(
      'The payment window could not be loaded. Nothing was charged.',
    );
    expect(sdk.requestPayment).not.toHaveBeenCalled();

    tossLoads();
    sdk.requestPayment.mockReturnValue(new Promise(() => {}));
    await user.click(screen.getByRole('button', { name: /Pay KRW 170,000 for March 2031/ }));
    await vi.waitFor(() => expect(sdk.requestPayment).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('when the payer closes the window, then the card says so and that nothing was charged', async () => {
    tossLoads();
    sdk.requestPayment.mockRejectedValue(
      Object.assign(new Error('closed'), { code: 'USER_CANCEL' }),
    );
    await pressPay(/결제하기/);
    expect(await online('온라인으로 결제하기').findByRole('status')).toHaveTextContent(
      '결제창을 닫으셨습니다. 결제되지 않았습니다.',
    );
  });

  it('when Toss refuses to open the window, then the card asks to try again', async () => {
    tossLoads();
    sdk.requestPayment.mockRejectedValue(
      Object.assign(new Error('bad'), { code: 'INVALID_ORDER_ID' }),
    );
    await pressPay(/결제하기/);
    expect(await online('온라인으로 결제하기').findByRole('status')).toHaveTextContent(
      '결제창을 열지 못했습니다',
    );
  });
});
