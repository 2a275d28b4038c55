import { STAFF_ACCOUNT_MESSAGES } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { RequestAlertsCard } from './RequestAlertsCard';

const { get, put } = mockApiClient();
const STAFF_ID = 7;
const CHANGED_AT = '2026-03-02T01:30:00.000Z';
const OFF = { enabled: false, changedAt: null, hasPhone: true, textChannelOn: true };

function answerSetting(setting: object) {
  get.mockImplementation((url: string) =>
    url === `/teachers/${STAFF_ID}/request-alerts`
      ? Promise.resolve(envelope(setting))
      : Promise.reject(httpError(404)),
  );
}

function renderCard() {
  const user = setupUser();
  renderPage(<RequestAlertsCard staffId={STAFF_ID} />, '/admin/dashboard');
  return { user };
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  answerSetting(OFF);
});

afterEach(() => {
  window.localStorage.clear();
});

describe('RequestAlertsCard', () => {
  it('when the staff member never set it, then the box is unchecked and the card says they do not receive them', async () => {
    renderCard();
    const box = await screen.findByRole('checkbox', { name: '새 신청과 요청을 알림톡으로 받기' });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(screen.getByRole('heading', { name: '새 요청 알림톡' })).toBeInTheDocument();
    expect(screen.getByText('아직 설정하지 않아 받지 않습니다.')).toBeInTheDocument();
  });

  it('when they turn it on with the keyboard, then their own account is sent, the server’s words show and the time it was set', async () => {
    put.mockResolvedValue(
      envelope(
        { ...OFF, enabled: true, changedAt: CHANGED_AT },
        STAFF_ACCOUNT_MESSAGES.requestAlertsOn.ko,
      ),
    );
    const { user } = renderCard();
    const box = await screen.findByRole('checkbox', { name: '새 신청과 요청을 알림톡으로 받기' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');

    expect(put).toHaveBeenCalledWith(`/teachers/${STAFF_ID}/request-alerts`, { enabled: true });
    expect(await screen.findByText(STAFF_ACCOUNT_MESSAGES.requestAlertsOn.ko)).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByText(/^2026\. 3\. 2\. 10:30에 설정함$/)).toBeInTheDocument();
  });

  it('when saving is refused, then the box stays as stored and the reason shows', async () => {
    put.mockRejectedValue(
      httpError(409, STAFF_ACCOUNT_MESSAGES.requestAlertsNeedPhone.ko, 'NO_PHONE_NUMBER'),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('checkbox'));
    expect(
      await screen.findByText(STAFF_ACCOUNT_MESSAGES.requestAlertsNeedPhone.ko),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('when the account has no phone, then it cannot be turned on and the card says why', async () => {
    answerSetting({ ...OFF, hasPhone: false });
    renderCard();
    expect(await screen.findByRole('checkbox')).toBeDisabled();
    expect(screen.getByText(/휴대폰 번호가 없어 켤 수 없습니다/)).toBeInTheDocument();
  });

  it('when it is on and the phone is gone, then it can still be turned off', async () => {
    answerSetting({ ...OFF, enabled: true, changedAt: CHANGED_AT, hasPhone: false });
    renderCard();
    const box = await screen.findByRole('checkbox');
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
  });

  it('when the academy sends no text messages, then the card is not shown', async () => {
    answerSetting({ ...OFF, textChannelOn: false });
    renderCard();
    await waitFor(() => expect(get).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
