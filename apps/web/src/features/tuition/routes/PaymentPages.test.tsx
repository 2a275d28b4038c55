import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_RETURN_PATHS } from '@academy/contracts';
import { paths } from '@/config/paths';
import { envelope, httpError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { PaymentFailPage } from './PaymentFailPage';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const { post } = mockApiClient();

const RETURN =
  '/user/payments/success?paymentKey=tdblKEY123&orderId=ord_abcdef123456&amount=170000';

beforeEach(() => {
  post.mockReset();
  window.localStorage.removeItem('language');
});

describe('the pages the payment window returns to', () => {
  it('when the web and the API name the return pages, then they are the same', () => {
    expect([paths.member.paymentSuccess, paths.member.paymentFail]).toEqual([
      PAYMENT_RETURN_PATHS.success,
      PAYMENT_RETURN_PATHS.fail,
    ]);
  });

  it('when the window returns after paying, then the server confirms what it carried and the paid due shows', async () => {
    post.mockResolvedValue(
      envelope({ dueId: 1, month: '2031-03', amount: 170000, paidAt: '2031-03-04' }),
    );
    renderPage(<PaymentSuccessPage />, RETURN);
    expect(
      await screen.findByText('2031년 3월 수강료 170,000원 결제가 완료되었습니다.'),
    ).toBeVisible();
    expect(post).toHaveBeenCalledWith('/payments/confirm', {
      paymentKey: 'tdblKEY123',
      orderId: 'ord_abcdef123456',
      amount: 170000,
    });
    expect(screen.getByText('납부일: 2031-03-04')).toBeVisible();
    expect(screen.getByRole('link', { name: '내 수강료로 돌아가기' })).toHaveAttribute(
      'href',
      paths.member.dashboard,
    );
  });

  it('when the server refuses the confirm, then its reason shows', async () => {
    post.mockRejectedValue(
      httpError(
        409,
        '결제 금액이 수강료와 다릅니다. 결제는 진행되지 않았습니다.',
        'PAYMENT_AMOUNT_MISMATCH',
      ),
    );
    renderPage(<PaymentSuccessPage />, RETURN);
    expect(await screen.findByRole('alert')).toHaveTextContent('결제 금액이 수강료와 다릅니다');
  });

  it('when the address carries no payment, then nothing is sent and the member is sent back', async () => {
    renderPage(<PaymentSuccessPage />, '/user/payments/success?orderId=x');
    expect(
      await screen.findByText('결제 정보가 없습니다. 수강료 화면에서 다시 결제해주세요.'),
    ).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the payer closed the window, then the fail page says nothing was charged, in English too', async () => {
    renderPage(
      <PaymentFailPage />,
      '/user/payments/fail?code=PAY_PROCESS_CANCELED&message=<b>x</b>',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('결제창을 닫으셨습니다');
    window.localStorage.setItem('language', 'ENG');
    renderPage(<PaymentFailPage />, '/user/payments/fail?code=REJECT_CARD_COMPANY');
    expect(await screen.findByText('Error code: REJECT_CARD_COMPANY')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my tuition' })).toBeVisible();
  });
});
