import type { TMyTuition, TVirtualAccount } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { MARCH_DUE, MARCH_PAYABLE_ONLINE } from '@/test/online-payment';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MemberTuitionCard } from './MemberTuitionCard';

const { get, post } = mockApiClient();

const MARCH = MARCH_DUE;
const ACCOUNT: TVirtualAccount = {
  dueId: MARCH.id,
  bankCode: '88',
  accountNumber: 'X1234567890123',
  holderName: '김하늘',
  amount: MARCH.amount,
  // 18:30 in Seoul on Friday 14 March 2031.
  depositDeadline: '2031-03-14T09:30:00.000Z',
  cashReceipt: { type: 'personal', maskedNumber: '010******89' },
};

let answer: TMyTuition;

function renderCard() {
  get.mockImplementation(answerGets({ '/tuition/me': () => answer }));
  renderPage(<MemberTuitionCard />, '/user/dashboard');
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  answer = MARCH_PAYABLE_ONLINE;
});

describe('paying a due into a virtual account from the tuition card', () => {
  it('when the member chooses a bank and a cash receipt, then a wrong number is caught and the issued account is shown', async () => {
    const user = setupUser();
    post.mockResolvedValue(envelope(ACCOUNT));
    renderCard();
    await user.click(await screen.findByRole('button', { name: '2031년 3월 가상계좌로 입금' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('은행'), '신한은행');
    await user.click(dialog.getByRole('checkbox', { name: '현금영수증 신청' }));
    await user.type(dialog.getByLabelText('휴대폰 번호'), '02-123');
    await user.click(dialog.getByRole('button', { name: '계좌 받기' }));
    expect(dialog.getByText('휴대폰 번호를 10~11자리 숫자로 입력해주세요.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText('휴대폰 번호'));
    await user.type(dialog.getByLabelText('휴대폰 번호'), '010-2345-6789');
    await user.click(dialog.getByRole('button', { name: '계좌 받기' }));
    expect(post).toHaveBeenCalledWith(`/tuition/${MARCH.id}/virtual-account`, {
      bank: '88',
      cashReceipt: { type: 'personal', registrationNumber: '01023456789' },
    });
    const shown = within(await screen.findByRole('dialog'));
    expect(await shown.findByText('X1234567890123')).toBeVisible();
    expect(shown.getByText('신한은행')).toBeVisible();
    expect(shown.getByText('2031년 3월 14일 (금) 18:30까지')).toBeVisible();
    expect(shown.getByText('소득공제 010******89 신청됨')).toBeVisible();
    expect(shown.getByRole('button', { name: '계좌번호 복사' })).toBeVisible();
  });

  it('when the server refuses, then its reason shows in the dialog', async () => {
    const user = setupUser();
    post.mockRejectedValue(httpError(409, '이미 납부된 수강료입니다.', 'DUE_ALREADY_PAID'));
    renderCard();
    await user.click(await screen.findByRole('button', { name: /가상계좌로 입금/ }));
    await user.click(screen.getByRole('button', { name: '계좌 받기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 납부된 수강료입니다.');
  });

  it('when a due has an account waiting, then the card shows it in English instead of the pay buttons', async () => {
    window.localStorage.setItem('language', 'ENG');
    const waiting = { ...MARCH, virtualAccount: ACCOUNT };
    answer = { ...answer, current: waiting, history: [waiting] };
    renderCard();
    const section = within(
      await screen.findByRole('region', { name: 'Virtual account waiting for your deposit' }),
    );
    expect(section.getByText('X1234567890123')).toBeVisible();
    expect(section.getByText('Shinhan Bank')).toBeVisible();
    expect(section.getByText('Fri, Mar 14, 2031, 18:30')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay .* into a virtual account/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay KRW/ })).toBeNull();
  });
});
