import { REMINDER_MESSAGES } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { EmailReminderToggle } from './EmailReminderToggle';
import { mockApiClient } from '@/test/mock-api-client';

const { get, put } = mockApiClient();

function renderToggle() {
  const user = setupUser();
  renderPage(<EmailReminderToggle />, '/user/dashboard');
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
  it('when the member presses Space on the switch, then the e-mail reminders are turned off and the server says so', async () => {
    put.mockResolvedValue(envelope({ emailReminders: false }, REMINDER_MESSAGES.emailOff.ko));
    const user = renderToggle();
    const toggle = await screen.findByRole('switch', { name: '수업 전날 이메일 알림 받기' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('앱 알림은 항상 받습니다.')).toBeInTheDocument();

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
    const toggle = await screen.findByRole('switch', { name: '수업 전날 이메일 알림 받기' });
    await user.click(toggle);
    expect(await screen.findByText('회원 정보를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('when the interface is in English, then the switch speaks English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderToggle();
    expect(
      await screen.findByRole('switch', { name: 'E-mail me the day before each lesson' }),
    ).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Lesson reminders' })).toBeInTheDocument();
  });

  it('when the setting cannot be loaded, then the card says so', async () => {
    get.mockRejectedValue(httpError(500));
    renderToggle();
    expect(await screen.findByText('알림 설정을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
