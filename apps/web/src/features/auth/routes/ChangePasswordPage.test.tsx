import { screen } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { ChangePasswordPage } from './ChangePasswordPage';
import { mockApiClient } from '@/test/mock-api-client';

const { put } = mockApiClient();

const field = {
  current: () => screen.getByLabelText('현재 비밀번호'),
  next: () => screen.getByLabelText('새 비밀번호'),
  confirm: () => screen.getByLabelText('새 비밀번호 확인'),
};

async function fill(current: string, next: string, confirm: string) {
  const user = setupUser();
  if (current) await fillIn(user, field.current(), current);
  if (next) await fillIn(user, field.next(), next);
  if (confirm) await fillIn(user, field.confirm(), confirm);
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
  return user;
}

beforeEach(() => {
  vi.mocked(apiClient.get).mockReset().mockRejectedValue(httpError(401));
  put.mockReset();
  renderPage(<ChangePasswordPage />, '/user/change-password');
});

describe('ChangePasswordPage', () => {
  it('when submitted empty, then all three fields say they are required', async () => {
    await fill('', '', '');
    expect(field.current()).toHaveAccessibleDescription('현재 비밀번호를 입력해주세요.');
    expect(field.next()).toHaveAccessibleDescription(/새 비밀번호를 입력해주세요\./);
    expect(field.confirm()).toHaveAccessibleDescription('비밀번호 확인을 입력해주세요.');
    expect(field.current()).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });

  it('when the new password is under 6 characters or not confirmed, then it says so', async () => {
    const user = await fill('oldpass', '12345', '12345');
    expect(screen.getByText('비밀번호는 6자 이상이어야 합니다.')).toBeInTheDocument();

    await user.type(field.next(), '6');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(field.confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(put).not.toHaveBeenCalled();
  });

  it('when the change succeeds, then only the two passwords are sent, a toast confirms and the form clears', async () => {
    put.mockResolvedValue(envelope(null));
    await fill('oldpass', 'newpass1', 'newpass1');

    expect(await screen.findByText('비밀번호가 변경되었습니다.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/users/change-password', {
      currentPassword: 'oldpass',
      newPassword: 'newpass1',
    });
    expect(field.current()).toHaveValue('');
    expect(field.next()).toHaveValue('');
    expect(field.confirm()).toHaveValue('');
  });

  it('when the current password is wrong, then the server message shows and the form stays', async () => {
    put.mockRejectedValue(httpError(400, '현재 비밀번호가 올바르지 않습니다.'));
    await fill('wrongpass', 'newpass1', 'newpass1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '현재 비밀번호가 올바르지 않습니다.',
    );
    expect(field.current()).toHaveValue('wrongpass');
  });

  it('when the change fails without a message, then "password change failed" shows', async () => {
    put.mockRejectedValue(httpError(500));
    await fill('oldpass', 'newpass1', 'newpass1');

    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호 변경에 실패했습니다.');
  });
});
