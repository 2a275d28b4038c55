import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@/test/user';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/app-session';
import { envelope, httpError, networkError, okResponse, verifiedAs } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderRoutes } from '@/test/render-route';
import { setSessionMarker } from '@/test/session-marker';
import { memberSession, staffSession } from '@/test/session-users';
import { RedirectIfAuthenticated } from '../components/guards';
import type { TSession } from '../types';
import { LoginPage } from './LoginPage';
import { mockApiClient } from '@/test/mock-api-client';

const { get, post } = mockApiClient();

const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <RedirectIfAuthenticated>
        <LoginPage />
      </RedirectIfAuthenticated>
    ),
  },
  { path: '/user/dashboard', element: <h1>member dashboard</h1> },
  { path: '/user/practice-booking', element: <h1>member practice booking</h1> },
  { path: '/admin/dashboard', element: <h1>staff dashboard</h1> },
  { path: '/new-password', element: <h1>new password</h1> },
];

function renderLogin(state?: { from: string }) {
  const { router } = renderRoutes(routes, { pathname: '/login', state });
  return {
    pathname: () => router.state.location.pathname,
    state: () => router.state.location.state as unknown,
  };
}

function loginAnswer(session: TSession) {
  return envelope({ ...session, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
}

/**
 * A guest at first, so nothing is verified; the login answer sets the session marker as the API
 * does, and the verify call after it confirms `session`.
 */
function answerLoginWith(session: TSession) {
  get.mockResolvedValue(verifiedAs(session));
  post.mockImplementation(async () => {
    setSessionMarker();
    return loginAnswer(session);
  });
}

async function fillAndSubmit(loginId: string, password: string) {
  const user = setupUser();
  await fillIn(user, await screen.findByLabelText('아이디 또는 전화번호'), loginId);
  await fillIn(user, screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

// A login starts the app's one session, which outlives the rendered tree: the next test is a guest.
afterEach(() => {
  session.end();
});

describe('LoginPage', () => {
  it('when submitted empty, then both fields say they are required and nothing is posted', async () => {
    get.mockRejectedValue(httpError(401));
    renderLogin();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: '로그인' }));

    const loginId = screen.getByLabelText('아이디 또는 전화번호');
    expect(loginId).toHaveAttribute('aria-invalid', 'true');
    expect(loginId).toHaveFocus();
    expect(loginId).toHaveAccessibleDescription(/아이디 또는 전화번호를 입력해주세요\./);
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(
      '비밀번호를 입력해주세요.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('when a member logs in, then the id and password are posted and they land on /user/dashboard', async () => {
    answerLoginWith(memberSession());
    const page = renderLogin();
    await fillAndSubmit(' student ', 'student1234');

    expect(await screen.findByRole('heading', { name: 'member dashboard' })).toBeInTheDocument();
    expect(page.pathname()).toBe('/user/dashboard');
    expect(post).toHaveBeenCalledWith('/auth/login', {
      loginId: 'student',
      password: 'student1234',
    });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('/auth/verify');
  });

  it('when a teacher logs in, then they land on /admin/dashboard', async () => {
    answerLoginWith(staffSession({ role: 'admin' }));
    const page = renderLogin();
    await fillAndSubmit('admin', 'admin1234');

    expect(await screen.findByRole('heading', { name: 'staff dashboard' })).toBeInTheDocument();
    expect(page.pathname()).toBe('/admin/dashboard');
  });

  it('when a guard sent the member here from their own page, then they go back to it', async () => {
    answerLoginWith(memberSession());
    const page = renderLogin({ from: '/user/practice-booking' });
    await fillAndSubmit('student', 'student1234');

    await waitFor(() => expect(page.pathname()).toBe('/user/practice-booking'));
  });

  it('when a member signs in with a temporary password, then they land on the new-password screen, which then leads where they were going', async () => {
    answerLoginWith(memberSession({}, { mustChangePassword: true }));
    const page = renderLogin({ from: '/user/practice-booking' });
    await fillAndSubmit('s01012345678', 'Temp2026ab');

    expect(await screen.findByRole('heading', { name: 'new password' })).toBeInTheDocument();
    expect(page.pathname()).toBe('/new-password');
    expect(page.state()).toEqual({ from: '/user/practice-booking' });
  });

  it('when a foreign member logs in, then the interface switches to English at once', async () => {
    answerLoginWith(memberSession({ name: 'Alex', isForeigner: true }));
    renderLogin();
    await fillAndSubmit('foreign', 'foreign1234');

    await screen.findByRole('heading', { name: 'member dashboard' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('when the server answers 401 with a message, then it shows inline and as a toast', async () => {
    get.mockRejectedValue(httpError(401));
    post.mockRejectedValue(
      httpError(401, '아이디(또는 전화번호) 또는 비밀번호가 올바르지 않습니다.'),
    );
    const page = renderLogin();
    await fillAndSubmit('student', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '아이디(또는 전화번호) 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(
      screen.getAllByText('아이디(또는 전화번호) 또는 비밀번호가 올바르지 않습니다.'),
    ).toHaveLength(2);
    expect(page.pathname()).toBe('/login');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('wrong-password');
  });

  it.each([
    ['no message', httpError(401), '로그인에 실패했습니다.'],
    ['no answer', networkError(), '로그인 중 오류가 발생했습니다.'],
  ])('when the login fails with %s, then the fallback text shows', async (_case, error, text) => {
    get.mockRejectedValue(httpError(401));
    post.mockRejectedValue(error);
    renderLogin();
    await fillAndSubmit('student', 'student1234');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('when the login answer has no data, then "login response data is invalid" shows', async () => {
    get.mockRejectedValue(httpError(401));
    post.mockResolvedValue(okResponse({ success: true, message: '', data: null }));
    renderLogin();
    await fillAndSubmit('student', 'student1234');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '로그인 응답 데이터가 올바르지 않습니다.',
    );
  });

  it('when the login is in progress, then the button is disabled and a second submit is impossible', async () => {
    get.mockRejectedValue(httpError(401));
    post.mockReturnValue(new Promise(() => undefined));
    renderLogin();
    const user = await fillAndSubmit('student', 'student1234');

    const button = screen.getByRole('button', { name: '로그인 중…' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('when rendered, then it links to home, the password reset and contact', async () => {
    get.mockRejectedValue(httpError(401));
    renderLogin();
    expect(await screen.findByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: '학원에 문의하기' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });
});
