import { act, screen, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, httpError, networkError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage, type TUser } from '@/test/render-route';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { mockApiClient } from '@/test/mock-api-client';

const { get, post } = mockApiClient();

const EMAIL = 'student@example.com';
const RESET_TOKEN = 'r'.repeat(43);
const ACCOUNT_TEXT =
  '존재하지 않는 계정이거나 등록되지 않은 이메일입니다. 관리자에게 문의해주세요.';

function currentStep() {
  const steps = screen.getByRole('list', { name: '비밀번호 찾기 단계' });
  return within(steps)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
}

async function submitEmail(user = setupUser()) {
  await fillIn(user, screen.getByLabelText('이메일'), EMAIL);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  return user;
}

async function reachVerification() {
  post.mockResolvedValueOnce(envelope(null));
  const user = await submitEmail();
  await screen.findByRole('heading', { name: '인증번호를 입력하세요' });
  return user;
}

async function verifyCode(user: TUser, code: string) {
  await fillIn(user, screen.getByLabelText('인증번호'), code);
  await user.click(screen.getByRole('button', { name: '인증하기' }));
}

/** Steps 1 and 2 done: the new password step shows. */
async function reachNewPassword() {
  const user = await reachVerification();
  post.mockResolvedValueOnce(envelope({ resetToken: RESET_TOKEN }));
  await verifyCode(user, '123456');
  await screen.findByRole('heading', { name: '새 비밀번호를 정하세요' });
  return user;
}

async function submitNewPassword(user: TUser, password: string, confirmation = password) {
  await fillIn(user, screen.getByLabelText('새 비밀번호'), password);
  await fillIn(user, screen.getByLabelText('새 비밀번호 확인'), confirmation);
  await user.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
}

/** Step 3 accepted: the reset is sent with the token step 2 answered, and the last step shows. */
async function resetTo(user: TUser, password: string) {
  post.mockResolvedValueOnce(envelope(null));
  await submitNewPassword(user, password);
  await screen.findByRole('heading', { name: '비밀번호를 재설정했습니다' });
  expect(post).toHaveBeenLastCalledWith('/auth/reset-password', {
    email: EMAIL,
    newPassword: password,
    resetToken: RESET_TOKEN,
  });
}

beforeEach(() => {
  get.mockReset().mockRejectedValue(httpError(401));
  post.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ForgotPasswordPage', () => {
  it('when the four steps are completed, then each call is made and it ends with a login link', async () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    expect(currentStep()).toHaveTextContent('이메일 입력');

    const user = await reachVerification();
    expect(post).toHaveBeenLastCalledWith('/auth/send-verification-code', { email: EMAIL });
    expect(screen.getAllByText('인증번호가 발송되었습니다.').length).toBeGreaterThan(0);
    expect(currentStep()).toHaveTextContent('인증번호 확인');
    expect(screen.getByRole('heading', { name: '인증번호를 입력하세요' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 10:00');

    post.mockResolvedValueOnce(envelope({ resetToken: RESET_TOKEN }));
    await verifyCode(user, '123456');
    await screen.findByRole('heading', { name: '새 비밀번호를 정하세요' });
    expect(post).toHaveBeenLastCalledWith('/auth/verify-email-code', {
      email: EMAIL,
      code: '123456',
    });
    expect(screen.getAllByText('인증이 완료되었습니다.').length).toBeGreaterThan(0);
    expect(currentStep()).toHaveTextContent('새 비밀번호');

    await resetTo(user, 'newpass1');
    expect(currentStep()).toHaveTextContent('완료');
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
  });

  it('when fields are missing or wrong, then docs/product/validation.md messages show and nothing is sent', async () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription(/이메일을 입력해주세요\./);
    expect(post).not.toHaveBeenCalled();

    await reachVerification();
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    expect(await screen.findByText('인증번호를 입력해주세요.')).toBeInTheDocument();
    await verifyCode(user, '12a45');
    expect(await screen.findByText('인증번호는 6자리 숫자입니다.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the server cannot be reached',
      networkError(),
      '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
    ],
    ['it answers 404', httpError(404, 'not found'), ACCOUNT_TEXT],
    ['it answers 500 with a message', httpError(500, '메일 서버 오류'), '메일 서버 오류'],
    ['it answers 500 without a message', httpError(500), ACCOUNT_TEXT],
  ])(
    'when sending the code fails because %s, then the catalogue text shows',
    async (_case, error, text) => {
      post.mockRejectedValueOnce(error);
      renderPage(<ForgotPasswordPage />, '/forgot-password');
      await submitEmail();

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(currentStep()).toHaveTextContent('이메일 입력');
      expect(screen.getByLabelText('이메일')).toHaveValue(EMAIL);
    },
  );

  it.each([
    ['without a message', '"failed to verify"', httpError(400), '인증번호 확인에 실패했습니다.'],
    [
      'with a message',
      'the server message',
      httpError(400, '인증번호가 올바르지 않습니다.'),
      '인증번호가 올바르지 않습니다.',
    ],
  ])('when the code is rejected %s, then %s shows', async (_case, _shows, error, text) => {
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = await reachVerification();
    post.mockRejectedValueOnce(error);
    await verifyCode(user, '000000');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('when the reset fails, then "failed to reset password" shows and the step stays', async () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = await reachNewPassword();

    await submitNewPassword(user, 'newpass1', 'different');
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();

    post.mockRejectedValueOnce(networkError());
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await fillIn(user, screen.getByLabelText('새 비밀번호 확인'), 'newpass1');
    await user.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호 재설정에 실패했습니다.');
    expect(currentStep()).toHaveTextContent('새 비밀번호');
  });

  it('when the server refuses the reset token as used or expired, then its message shows', async () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = await reachNewPassword();

    const refused = '인증이 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해주세요.';
    post.mockRejectedValueOnce(httpError(400, refused));
    await submitNewPassword(user, 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(post).toHaveBeenLastCalledWith('/auth/reset-password', {
      email: EMAIL,
      newPassword: 'newpass1',
      resetToken: RESET_TOKEN,
    });
  });

  it('when the verify answer carries no reset token, then verifying fails and the step stays', async () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = await reachVerification();
    post.mockResolvedValueOnce(envelope(null));
    await verifyCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('인증번호 확인에 실패했습니다.');
    expect(currentStep()).toHaveTextContent('인증번호 확인');
  });

  it('when time passes, then the countdown runs down, a resend restarts it and expiry blocks verifying', async () => {
    // Only the clock and the countdown's interval are faked: the page's other timers (toasts,
    // Testing Library's waits) run as usual, so none of them fires outside act(...).
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = setupUser();
    post.mockResolvedValueOnce(envelope(null));
    await submitEmail(user);
    await screen.findByRole('heading', { name: '인증번호를 입력하세요' });

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/남은 시간 0[89]:5\d/);

    post.mockResolvedValueOnce(envelope(null));
    await user.click(screen.getByRole('button', { name: '인증번호 다시 받기' }));
    expect(post).toHaveBeenLastCalledWith('/auth/send-verification-code', { email: EMAIL });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/남은 시간 (10:00|09:5\d)/);

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 00:00');
    expect(
      screen.getByText('인증 시간이 지났습니다. 인증번호를 다시 받아주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인증하기' })).toBeDisabled();
  });

  describe('opened from the e-mail’s link', () => {
    const LINK_TOKEN = 'L'.repeat(43);

    it('when the page opens, then nothing is sent until the person confirms, and then the new password step follows', async () => {
      const { router } = renderPage(<ForgotPasswordPage />, `/forgot-password#link=${LINK_TOKEN}`);
      expect(await screen.findByRole('heading', { name: '이메일 링크로 본인 확인' })).toBeVisible();
      expect(currentStep()).toHaveTextContent('인증번호 확인');
      expect(post).not.toHaveBeenCalled();

      post.mockResolvedValueOnce(envelope({ email: EMAIL, resetToken: RESET_TOKEN }));
      const user = setupUser();
      await user.click(screen.getByRole('button', { name: '본인 확인하고 계속하기' }));
      await screen.findByRole('heading', { name: '새 비밀번호를 정하세요' });
      expect(post).toHaveBeenLastCalledWith('/auth/confirm-reset-link', { token: LINK_TOKEN });
      expect(router.state.location.hash).toBe('');

      await resetTo(user, 'newpass1');
    });

    it('when the link is refused, then the server message shows and the person can start over', async () => {
      renderPage(<ForgotPasswordPage />, `/forgot-password#link=${LINK_TOKEN}`);
      const refused = '링크가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해주세요.';
      post.mockRejectedValueOnce(httpError(400, refused));
      const user = setupUser();
      await user.click(await screen.findByRole('button', { name: '본인 확인하고 계속하기' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(refused);

      await user.click(screen.getByRole('button', { name: '처음부터 다시 하기' }));
      expect(
        await screen.findByRole('heading', { name: '가입한 이메일을 입력하세요' }),
      ).toHaveFocus();
      expect(currentStep()).toHaveTextContent('이메일 입력');
    });

    it('when the link is opened in the tab that shows the page, then the page turns to the link', async () => {
      const { router } = renderPage(<ForgotPasswordPage />, '/forgot-password');
      await screen.findByRole('heading', { name: '가입한 이메일을 입력하세요' });
      await act(() => router.navigate(`/forgot-password#link=${LINK_TOKEN}`));
      expect(await screen.findByRole('heading', { name: '이메일 링크로 본인 확인' })).toBeVisible();
      expect(currentStep()).toHaveTextContent('인증번호 확인');
    });

    it('when the link is cut short, then it says so and offers no confirmation', async () => {
      renderPage(<ForgotPasswordPage />, '/forgot-password#link=short');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '링크가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해주세요.',
      );
      expect(screen.queryByRole('button', { name: '본인 확인하고 계속하기' })).toBeNull();
      expect(post).not.toHaveBeenCalled();
    });

    it('when the code step shows, then it tells that the e-mail’s link works too', async () => {
      renderPage(<ForgotPasswordPage />, '/forgot-password');
      await reachVerification();
      expect(screen.getByText(/이메일에 있는 링크를 열어 계속할 수도 있습니다\./)).toBeVisible();
    });
  });
});
