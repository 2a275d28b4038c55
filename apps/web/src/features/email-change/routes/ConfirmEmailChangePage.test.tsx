import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError, networkError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderRoutes } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';

const { get, post } = mockApiClient();
const TOKEN = 'T'.repeat(43);
const PAGE = '/email-change/confirm';

/** The page at its address with `hash`, every other path a stand-in, as a visitor not signed in. */
function renderAt(hash = `#token=${TOKEN}`) {
  const { router } = renderRoutes(
    [
      { path: PAGE, element: <ConfirmEmailChangePage /> },
      { path: '*', element: <p>다른 화면</p> },
    ],
    PAGE + hash,
  );
  return { user: setupUser(), router };
}

beforeEach(() => {
  get.mockReset().mockRejectedValue(httpError(401));
  post.mockReset();
  window.localStorage.removeItem('language');
});

describe('ConfirmEmailChangePage', () => {
  it('when the link is opened, then nothing is sent until Confirm is pressed', async () => {
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: '이메일 변경 확인' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '이메일 변경 확인' })).toBeEnabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('when Confirm is pressed, then the token is sent once and the server’s answer shows with a way on', async () => {
    let answer: (value: ReturnType<typeof envelope>) => void = () => undefined;
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user, router } = renderAt();
    const button = await screen.findByRole('button', { name: '이메일 변경 확인' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: '확인하는 중…' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/users/email/confirm', { token: TOKEN });
    answer(
      envelope({ email: 'new@example.com' }, '이메일이 new@example.com(으)로 변경되었습니다.'),
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('이메일이 new@example.com(으)로 변경되었습니다.');
    // The page moves the focus in an effect, just after the answer shows.
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '내 계정으로' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when the server refuses the link, then its message shows and the button stays for another try', async () => {
    post.mockRejectedValueOnce(
      httpError(
        400,
        '링크의 유효 시간이 지났습니다. 이메일 변경을 처음부터 다시 요청해주세요.',
        'EMAIL_CHANGE_LINK_INVALID',
      ),
    );
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: '이메일 변경 확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('링크의 유효 시간이 지났습니다.');
    expect(screen.getByRole('button', { name: '이메일 변경 확인' })).toBeEnabled();
  });

  it('when no answer comes, then the page’s own failure text shows', async () => {
    post.mockRejectedValueOnce(networkError());
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: '이메일 변경 확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이메일 변경을 확인하지 못했습니다.',
    );
  });

  it('when the link lost its token, then the page says so and offers no button', async () => {
    for (const hash of ['', '#token=short']) {
      const { router } = renderAt(hash);
      expect(await screen.findByRole('alert')).toHaveTextContent('링크 주소가 올바르지 않습니다.');
      expect(screen.queryByRole('button', { name: '이메일 변경 확인' })).not.toBeInTheDocument();
      router.dispose();
      cleanup();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('when the interface is in English, then the page speaks English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
  });
});
