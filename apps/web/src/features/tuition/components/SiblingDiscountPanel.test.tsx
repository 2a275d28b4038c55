import { TUITION_MESSAGES, TUITION_VALIDATION_MESSAGES } from '@academy/contracts';
import type { TSiblingDiscount } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { SiblingDiscountPanel } from './SiblingDiscountPanel';

const { get, put } = mockApiClient();

let setting: TSiblingDiscount;

function renderPanel(isAdmin: boolean) {
  const user = setupUser();
  get.mockImplementation(answerGets({ '/tuition/sibling-discount': () => setting }));
  renderPage(<SiblingDiscountPanel isAdmin={isAdmin} />, '/admin/tuition');
  return user;
}

const panel = () => within(screen.getByRole('region', { name: '형제 할인' }));

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  setting = { kind: 'amount', value: 10_000 };
  put.mockImplementation((_url: string, body?: unknown) => {
    setting = body as TSiblingDiscount;
    return Promise.resolve(envelope(setting, TUITION_MESSAGES.siblingDiscountSaved.ko));
  });
});

describe('SiblingDiscountPanel', () => {
  it('when a teacher opens the tuition page, then the setting is shown without a form', async () => {
    renderPanel(false);
    expect(await screen.findByText('현재 설정: 10,000원')).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
    expect(panel().queryByLabelText(/할인 방식/)).not.toBeInTheDocument();
  });

  it('when the admin chooses a percentage and saves, then it is sent and the new setting shows', async () => {
    const user = renderPanel(true);
    await screen.findByText('현재 설정: 10,000원');
    expect(panel().getByLabelText(/할인 값/)).toHaveValue(10_000);
    await user.selectOptions(panel().getByLabelText(/할인 방식/), 'percent');
    const value = panel().getByLabelText(/할인 값/);
    await user.clear(value);
    await user.type(value, '15');
    await user.click(panel().getByRole('button', { name: '저장' }));
    expect(await screen.findByText('현재 설정: 15%')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/tuition/sibling-discount', { kind: 'percent', value: 15 });
  });

  it('when the admin gives a percentage above 100, then the reason shows and nothing is sent', async () => {
    const user = renderPanel(true);
    await screen.findByText('현재 설정: 10,000원');
    await user.selectOptions(panel().getByLabelText(/할인 방식/), 'percent');
    const value = panel().getByLabelText(/할인 값/);
    await user.clear(value);
    await user.type(value, '101');
    await user.click(panel().getByRole('button', { name: '저장' }));
    expect(
      await panel().findByText(TUITION_VALIDATION_MESSAGES.siblingDiscountPercentInvalid.ko),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('when the admin turns the discount off, then no value is asked and 0 is sent', async () => {
    const user = renderPanel(true);
    await screen.findByText('현재 설정: 10,000원');
    await user.selectOptions(panel().getByLabelText(/할인 방식/), 'none');
    expect(panel().queryByLabelText(/할인 값/)).not.toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: '저장' }));
    expect(await screen.findByText('현재 설정: 없음')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/tuition/sibling-discount', { kind: 'none', value: 0 });
  });

  it('when the interface is English, then the setting and its form are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderPanel(true);
    expect(await screen.findByText('Current setting: KRW 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
