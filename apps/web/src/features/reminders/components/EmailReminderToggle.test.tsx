import { REMINDER_MESSAGES } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { EmailReminderToggle } from './EmailReminderToggle';
import { mockApiClient } from '@/test/mock-api-client';

const { get, put } = mockApiClient();

function renderToggle(textChannelOn = false) {
  const user = setupUser();
  renderPage(<EmailReminderToggle textChannelOn={textChannelOn} />, '/user/dashboard');
  return user;
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation((url: string) =>
    url === '/users/me/reminders'
      ? Promise.resolve(envelope({ emailReminders: true }))
      : Promise.reject(httpError(404)),
  );
});

afterEach(() => {
  window.localStorage.clear();
});

describe('EmailReminderToggle', () => {
  it('when the member presses Space on the switch, then the reminders outside the app are turned off and the server says so', async () => {
    put.mockResolvedValue(envelope({ emailReminders: false }, REMINDER_MESSAGES.emailOff.ko));
    const user = renderToggle();
    const toggle = await screen.findByRole('switch', { name: '수업 전날 알림 받기' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('이메일로 보내드립니다. 앱 알림은 항상 받습니다.');

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');

    expect(put).toHaveBeenCalledWith('/users/me/reminders', { emailReminders: false });
    expect(await screen.findByText(REMINDER_MESSAGES.emailOff.ko)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('when saving fails, then the switch stays as stored and the server’s reason shows', async () => {
    put.mockRejectedValue(httpError(404, '회원 정보를 찾을 수 없습니다.', 'NOT_FOUND'));
    const user = renderToggle();
    const toggle = await screen.findByRole('switch', { name: '수업 전날 알림 받기' });
    await user.click(toggle);
    expect(await screen.findByText('회원 정보를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('when the academy sends 알림톡s, then the help says the reminder goes by 알림톡 or e-mail as chosen', async () => {
    renderToggle(true);
    expect(
      await screen.findByRole('switch', { name: '수업 전날 알림 받기' }),
    ).toHaveAccessibleDescription(
      "'알림 받는 방법'에서 고른 대로 카카오톡 알림톡, 문자 또는 이메일로 보내드립니다. 앱 알림은 항상 받습니다.",
    );
  });

  it('when the interface is in English, then the switch speaks English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderToggle(true);
    const toggle = await screen.findByRole('switch', {
      name: 'Remind me the day before each lesson',
    });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'By KakaoTalk 알림톡, text message or e-mail, as you chose in "How we reach you". You always get the reminder here in the app.',
    );
    expect(screen.getByRole('heading', { name: 'Lesson reminders' })).toBeInTheDocument();
  });

  it('when the setting cannot be loaded, then the card says so', async () => {
    get.mockRejectedValue(httpError(500));
    renderToggle();
    expect(await screen.findByText('알림 설정을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
