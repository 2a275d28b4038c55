import { MESSAGE_CHANNEL_MESSAGES } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { mockApiClient } from '@/test/mock-api-client';
import { messageChannelQueryKey } from '../api/message-channel';
import { MessageChannelCard } from './MessageChannelCard';

const { get, put } = mockApiClient();
const CHOSEN_AT = '2026-03-02T01:30:00.000Z';

function answerSetting(setting: object) {
  get.mockImplementation((url: string) =>
    url === '/users/me/message-channel'
      ? Promise.resolve(envelope(setting))
      : Promise.reject(httpError(404)),
  );
}

function renderCard() {
  const user = setupUser();
  const { queryClient } = renderPage(<MessageChannelCard />, '/user/dashboard');
  return { user, queryClient };
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  answerSetting({ channel: 'alimtalk', chosenAt: null, textChannelOn: true });
});

afterEach(() => {
  window.localStorage.clear();
});

describe('MessageChannelCard', () => {
  it('when the member never chose, then 알림톡 is checked and the card says the default applies', async () => {
    renderCard();
    const group = await screen.findByRole('group', { name: '알림 받는 방법' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /카카오톡 알림톡/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '이메일' })).not.toBeChecked();
    expect(screen.getByText('아직 선택하지 않아 알림톡으로 받습니다.')).toBeInTheDocument();
  });

  it('when the member moves to e-mail with the arrow key, then the choice is sent, the server’s words show and the time of the choice', async () => {
    put.mockResolvedValue(
      envelope(
        { channel: 'email', chosenAt: CHOSEN_AT, textChannelOn: true },
        MESSAGE_CHANNEL_MESSAGES.savedEmail.ko,
      ),
    );
    const { user } = renderCard();
    const alimtalk = await screen.findByRole('radio', { name: /카카오톡 알림톡/ });
    await user.tab();
    expect(alimtalk).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    expect(put).toHaveBeenCalledWith('/users/me/message-channel', { channel: 'email' });
    expect(await screen.findByText(MESSAGE_CHANNEL_MESSAGES.savedEmail.ko)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '이메일' })).toBeChecked());
    expect(screen.getByText(/^2026\. 3\. 2\. 10:30에 선택함$/)).toBeInTheDocument();
    expect(screen.getByText('이메일 주소가 없으면 알림톡으로 보내드립니다.')).toBeInTheDocument();
  });

  it('when saving fails, then the choice stays as stored and the reason shows', async () => {
    put.mockRejectedValue(httpError(404, '회원 정보를 찾을 수 없습니다.', 'NOT_FOUND'));
    const { user } = renderCard();
    await user.click(await screen.findByRole('radio', { name: '이메일' }));
    expect(await screen.findByText('회원 정보를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /카카오톡 알림톡/ })).toBeChecked();
  });

  it('when the academy sends no text messages, then the card is not shown', async () => {
    answerSetting({ channel: 'alimtalk', chosenAt: null, textChannelOn: false });
    const { queryClient } = renderCard();
    await waitFor(() =>
      expect(queryClient.getQueryState(messageChannelQueryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('group', { name: '알림 받는 방법' })).toBeNull();
  });

  it('when the interface is in English, then the card speaks English', async () => {
    window.localStorage.setItem('language', 'ENG');
    answerSetting({ channel: 'email', chosenAt: CHOSEN_AT, textChannelOn: true });
    renderCard();
    expect(await screen.findByRole('group', { name: 'How we reach you' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByText(/^Chosen on Mar 2, 2026, 10:30$/)).toBeInTheDocument();
  });

  it('when the member chooses text messages, then SMS is sent, the server’s words show and the card says secrets still come by e-mail', async () => {
    put.mockResolvedValue(
      envelope(
        { channel: 'sms', chosenAt: CHOSEN_AT, textChannelOn: true },
        MESSAGE_CHANNEL_MESSAGES.savedSms.ko,
      ),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('radio', { name: '문자(SMS)로 받기' }));

    expect(put).toHaveBeenCalledWith('/users/me/message-channel', { channel: 'sms' });
    expect(await screen.findByText(MESSAGE_CHANNEL_MESSAGES.savedSms.ko)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '문자(SMS)로 받기' })).toBeChecked(),
    );
    expect(screen.getByText(MESSAGE_CHANNEL_MESSAGES.smsNote.ko)).toBeInTheDocument();
  });

  it('when the interface is in English and the member chose SMS, then the third choice reads in English and is checked', async () => {
    window.localStorage.setItem('language', 'ENG');
    answerSetting({ channel: 'sms', chosenAt: CHOSEN_AT, textChannelOn: true });
    renderCard();
    expect(await screen.findByRole('radio', { name: 'By text message (SMS)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-mail' })).not.toBeChecked();
    expect(screen.getByText(MESSAGE_CHANNEL_MESSAGES.smsNote.en)).toBeInTheDocument();
  });
});
