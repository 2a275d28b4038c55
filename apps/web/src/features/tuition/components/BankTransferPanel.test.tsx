import { TUITION_MESSAGES, TUITION_VALIDATION_MESSAGES } from '@academy/contracts';
import type { TBankTransferSetting } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { BankTransferPanel } from './BankTransferPanel';

const { get, put } = mockApiClient();

const ACCOUNT = {
  bankName: '국민은행',
  accountNumber: '123-45-678901',
  accountHolder: '드럼아카데미',
  note: null,
};

let setting: TBankTransferSetting;

function renderPanel() {
  const user = setupUser();
  get.mockImplementation(answerGets({ '/tuition/bank-transfer': () => setting }));
  renderPage(<BankTransferPanel />, '/admin/tuition');
  return user;
}

const panel = (name = '계좌이체 안내') => within(screen.getByRole('region', { name }));

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  setting = { details: null };
  put.mockImplementation((_url: string, body?: unknown) => {
    setting = { details: body as TBankTransferSetting['details'] };
    return Promise.resolve(envelope(setting, TUITION_MESSAGES.bankTransferSaved.ko));
  });
});

describe('BankTransferPanel', () => {
  it('when none is set and the admin types the account by keyboard and saves, then it is sent and shown', async () => {
    const user = renderPanel();
    expect(await screen.findByText(/아직 등록한 계좌가 없습니다/)).toBeInTheDocument();
    await user.click(panel().getByLabelText(/^은행/));
    await user.keyboard('국민은행');
    await user.tab();
    await user.keyboard('123-45-678901');
    await user.tab();
    await user.keyboard('드럼아카데미');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(put).toHaveBeenCalledWith('/tuition/bank-transfer', ACCOUNT);
    const saved = await panel().findByText('123-45-678901', { selector: 'dd' });
    expect(saved.previousSibling).toHaveTextContent('계좌번호');
    expect(panel().queryByText(/아직 등록한 계좌가 없습니다/)).not.toBeInTheDocument();
  });

  it('when the account number has letters or spaces, then the reason shows and nothing is sent', async () => {
    const user = renderPanel();
    await screen.findByText(/아직 등록한 계좌가 없습니다/);
    await user.type(panel().getByLabelText(/^은행/), '국민은행');
    await user.type(panel().getByLabelText(/^계좌번호/), '123 45 67890a');
    await user.type(panel().getByLabelText(/^예금주/), '드럼아카데미');
    await user.click(panel().getByRole('button', { name: '계좌 저장' }));
    expect(
      await panel().findByText(TUITION_VALIDATION_MESSAGES.accountNumberInvalid.ko),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('when details are set, then the form starts from them and a changed note is sent', async () => {
    setting = { details: ACCOUNT };
    const user = renderPanel();
    expect(await panel().findByText('드럼아카데미', { selector: 'dd' })).toBeInTheDocument();
    expect(panel().getByLabelText(/^계좌번호/)).toHaveValue('123-45-678901');
    await user.type(panel().getByLabelText(/안내 문구/), '입금 후 문자 주세요');
    await user.click(panel().getByRole('button', { name: '계좌 저장' }));
    expect(put).toHaveBeenCalledWith('/tuition/bank-transfer', {
      ...ACCOUNT,
      note: '입금 후 문자 주세요',
    });
    expect(await panel().findByText('입금 후 문자 주세요', { selector: 'dd' })).toBeInTheDocument();
  });

  it('when the interface is English, then the panel and its form are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    setting = { details: ACCOUNT };
    renderPanel();
    expect(await screen.findByText('Account holder', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bank transfer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save account' })).toBeVisible();
    expect(screen.getByLabelText(/Note \(optional\)/)).toHaveValue('');
  });
});
