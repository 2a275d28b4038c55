import type { TMyTuition, TMyTuitionDue, TPaymentOrder } from '@academy/contracts';
import { tuitionDue } from '@academy/contracts/testing';

/** March 2031's unpaid due of the member, as `/tuition/me` lists it, with no virtual account. */
export const MARCH_DUE: TMyTuitionDue = {
  ...tuitionDue({ id: 203103, month: '2031-03', dueDate: '2031-03-01' }),
  depositorName: '김하늘3103',
  virtualAccount: null,
};

/** The member's tuition as `/tuition/me` answers it: March unpaid, online payment on. */
export const MARCH_PAYABLE_ONLINE: TMyTuition = {
  current: MARCH_DUE,
  history: [MARCH_DUE],
  bankTransfer: null,
  onlinePayment: true,
};

/**
 * The order the server answers for MARCH_DUE: with Toss's double it names the double's checkout
 * page; with Toss itself (`checkoutUrl: null`, live keys) the browser SDK opens the window.
 */
export function paymentOrder(window: 'double' | 'toss'): TPaymentOrder {
  const origin = window === 'double' ? 'http://localhost' : 'https://academy.example';
  return {
    clientKey: window === 'double' ? 'test_ck_X' : 'live_ck_X',
    orderId: 'ord_abcdef123456',
    orderName: '2031-03 수강료',
    amount: MARCH_DUE.amount,
    customerName: '김하늘',
    successUrl: `${origin}/user/payments/success`,
    failUrl: `${origin}/user/payments/fail`,
    checkoutUrl:
      window === 'double' ? 'http://127.0.0.1:3012/checkout?orderId=ord_abcdef123456' : null,
    testMode: window === 'double',
  };
}
