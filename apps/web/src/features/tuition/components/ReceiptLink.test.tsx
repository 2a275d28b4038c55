import type { TMyTuitionDue } from '@academy/contracts';
import { tuitionDue } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerGets } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { MemberTuitionCard } from './MemberTuitionCard';

const { get } = mockApiClient();

const due = (id: number, month: string, paid: boolean): TMyTuitionDue => ({
  ...tuitionDue({
    id,
    month,
    dueDate: `${month}-01`,
    paid,
    ...(paid ? { paidAt: `${month}-03`, method: 'card' as const } : {}),
  }),
  depositorName: paid ? null : '김하늘',
  virtualAccount: null,
});

describe('the receipt link of the member’s tuition card', () => {
  it('when dues are paid, then each has a Receipt link to its page; an unpaid one has none', async () => {
    const current = due(3, '2031-03', true);
    const history = [current, due(2, '2031-02', false), due(1, '2031-01', true)];
    get.mockImplementation(
      answerGets({
        '/tuition/me': () => ({ bankTransfer: null, onlinePayment: false, current, history }),
      }),
    );
    renderPage(<MemberTuitionCard />, '/user/dashboard');
    const march = await screen.findByRole('link', { name: '2031년 3월 영수증' });
    expect(march).toHaveAttribute('href', '/user/tuition/receipts/3');
    expect(screen.getByRole('link', { name: '2031년 1월 영수증' })).toHaveAttribute(
      'href',
      '/user/tuition/receipts/1',
    );
    expect(screen.queryByRole('link', { name: '2031년 2월 영수증' })).not.toBeInTheDocument();
  });
});
