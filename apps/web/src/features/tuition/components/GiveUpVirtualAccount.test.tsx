import type { TMyTuition, TVirtualAccount } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { MARCH_DUE, MARCH_PAYABLE_ONLINE } from '@/test/online-payment';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MemberTuitionCard } from './MemberTuitionCard';

const { delete: del } = mockApiClient();

const ACCOUNT: TVirtualAccount = {
  dueId: MARCH_DUE.id,
  bankCode: '88',
  accountNumber: 'X1234567890123',
  holderName: '김하늘',
  amount: MARCH_DUE.amount,
  depositDeadline: '2031-03-14T09:30:00.000Z',
  cashReceipt: null,
};
const WAITING = { ...MARCH_DUE, virtualAccount: ACCOUNT };
const WITH_ACCOUNT: TMyTuition = { ...MARCH_PAYABLE_ONLINE, current: WAITING, history: [WAITING] };

/** What `/tuition/me` answers: the account waits until the server has closed it. */
let answer: TMyTuition;
answerGetsInEachTest({ '/tuition/me': () => answer });
beforeEach(() => {
  answer = WITH_ACCOUNT;
});

const renderCard = () => renderPage(<MemberTuitionCard />, '/user/dashboard');

describe('giving up a waiting virtual account from the tuition card', () => {
  it('when the member closes the account by keyboard and confirms in the dialog, then the server closes it and the card button is offered again', async () => {
    const user = setupUser();
    del.mockImplementation(async () => {
      answer = MARCH_PAYABLE_ONLINE;
      return envelope(MARCH_DUE);
    });
    renderCard();
    const giveUp = await screen.findByRole('button', {
      name: '이 계좌를 닫고 다른 방법으로 납부하기',
    });
    expect(screen.queryByRole('button', { name: /170,000원 결제하기/ })).not.toBeInTheDocument();
    giveUp.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: '가상계좌를 닫을까요?' }));
    expect(dialog.getByText(/신한은행 X1234567890123/)).toBeVisible();
    expect(del).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: '계좌 닫기' }));
    expect(del).toHaveBeenCalledWith(`/tuition/${MARCH_DUE.id}/virtual-account`);
    expect(
      await screen.findByRole('button', { name: '2031년 3월 170,000원 결제하기' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/가상계좌를 닫았습니다/)).toBeVisible();
  });

  it('when the member keeps the account, then nothing is sent and the account stays', async () => {
    const user = setupUser();
    renderCard();
    await user.click(
      await screen.findByRole('button', { name: '이 계좌를 닫고 다른 방법으로 납부하기' }),
    );
    await user.click(screen.getByRole('button', { name: '그대로 두기' }));
    expect(del).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('X1234567890123')).toBeVisible();
  });

  it('when a deposit came first, then the server’s reason shows in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const user = setupUser();
    const reason =
      'A deposit has already reached this virtual account, so the tuition is paid. The account was not closed.';
    del.mockRejectedValue(httpError(409, reason, 'DUE_ALREADY_PAID'));
    renderCard();
    await user.click(
      await screen.findByRole('button', { name: 'Close this account and pay another way' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Close the virtual account?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Close the account' }));
    expect(await screen.findByText(reason)).toBeVisible();
  });
});
