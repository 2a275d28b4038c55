import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '@academy/contracts';
import { session } from '@/lib/session/app-session';
import { readUserCookie } from '@/lib/session/read-user-cookie';
import { writeUserCookie } from '@/lib/session/user-cookie';
import { httpError, networkError, verifiedAs } from '@/test/api-response';
import { renderRoutes } from '@/test/render-route';
import { setSessionMarker } from '@/test/session-marker';
import { memberSession } from '@/test/session-users';
import { useAuth } from '../hooks/use-auth';
import { RequireAccount } from './guards';
import { mockApiClient } from '@/test/mock-api-client';

const { get } = mockApiClient();

function Who() {
  const auth = useAuth();
  return <h1>{auth.status === 'authenticated' ? auth.user.name : auth.status}</h1>;
}

const routes: RouteObject[] = [
  {
    path: '/user/dashboard',
    element: (
      <RequireAccount userType="user">
        <Who />
      </RequireAccount>
    ),
  },
  { path: '/login', element: <h1>login page</h1> },
];

/** The dashboard in a browser the API signed in at some point, so it holds the session marker. */
function renderDashboard() {
  setSessionMarker();
  return renderRoutes(routes, '/user/dashboard');
}

function comeBackToTab() {
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  get.mockReset();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthProvider', () => {
  it('when verify succeeds, then the user cookie holds the user', async () => {
    get.mockResolvedValue(verifiedAs(memberSession({ name: '김하늘' })));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: '김하늘' })).toBeInTheDocument();
    expect(readUserCookie()).toMatchObject({ userType: 'user', user: { name: '김하늘' } });
  });

  it('when verify answers 401, then the visitor is a guest and the user cookie is cleared', async () => {
    writeUserCookie(memberSession());
    get.mockRejectedValue(httpError(401));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    expect(readUserCookie()).toBeNull();
  });

  it('when verify answers 429 at start, then the signed-in user of the cookie is kept', async () => {
    writeUserCookie(memberSession({ name: '쿠키 회원' }));
    get.mockRejectedValue(httpError(429));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: '쿠키 회원' })).toBeInTheDocument();
  });

  it('when a later verify fails on the network, then the signed-in state is kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    get.mockResolvedValue(verifiedAs(memberSession({ name: '김하늘' })));
    renderDashboard();
    await screen.findByRole('heading', { name: '김하늘' });

    get.mockRejectedValue(networkError());
    const trackCheck = vi.spyOn(session, 'trackCheck');
    vi.setSystemTime(Date.now() + SESSION.USER_INFO_REFRESH_THROTTLE_MS);
    comeBackToTab();
    await waitFor(() => expect(trackCheck).toHaveBeenCalledTimes(1));
    // The check has answered (and its state is in) before the heading is read.
    await act(async () => {
      await trackCheck.mock.calls[0]?.[0];
    });
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: '김하늘' })).toBeInTheDocument();
    trackCheck.mockRestore();
  });

  it('when the user returns to the tab, then the user info is re-read at most once per 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    get.mockResolvedValue(verifiedAs(memberSession({ name: '김하늘' })));
    renderDashboard();
    await screen.findByRole('heading', { name: '김하늘' });
    expect(get).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 4 * 60_000);
    comeBackToTab();
    expect(get).toHaveBeenCalledTimes(1);

    get.mockResolvedValue(verifiedAs(memberSession({ name: '김하늘 (수정)' })));
    vi.setSystemTime(Date.now() + 60_000);
    comeBackToTab();
    expect(await screen.findByRole('heading', { name: '김하늘 (수정)' })).toBeInTheDocument();
    comeBackToTab();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  describe('a visitor without any sign of a session', () => {
    const renderAsNewVisitor = () => renderRoutes(routes, '/user/dashboard');

    it('when there is no session marker, user cookie or stored expiry, then no verify request is made and the visitor is a guest', async () => {
      get.mockRejectedValue(httpError(401));
      renderAsNewVisitor();
      expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
      comeBackToTab();
      expect(get).not.toHaveBeenCalled();
    });

    it('when only the session marker is there, then verify is asked and the member is signed in', async () => {
      setSessionMarker();
      get.mockResolvedValue(verifiedAs(memberSession({ name: '표시 회원' })));
      renderAsNewVisitor();
      expect(await screen.findByRole('heading', { name: '표시 회원' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('/auth/verify');
    });

    it('when only the user cookie is there (a session begun before the marker), then verify is asked', async () => {
      writeUserCookie(memberSession({ name: '쿠키 회원' }));
      get.mockResolvedValue(verifiedAs(memberSession({ name: '서버 회원' })));
      renderAsNewVisitor();
      expect(await screen.findByRole('heading', { name: '서버 회원' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledTimes(1);
    });
  });

  describe('page load within the validation cache (docs/product/constants.md)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      session.start(new Date(Date.now() + 60 * 60_000).toISOString());
    });

    afterEach(() => {
      session.end();
    });

    it('when the user cookie was written by a check minutes ago, then the page shows at once and the token is checked 2 s later', async () => {
      writeUserCookie(memberSession({ name: '쿠키 회원' }), Date.now() - 5 * 60_000);
      get.mockResolvedValue(verifiedAs(memberSession({ name: '서버 회원' })));
      renderDashboard();

      expect(await screen.findByRole('heading', { name: '쿠키 회원' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(SESSION.PAGE_LOAD_CHECK_DELAY_MS - 100));
      expect(get).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(await screen.findByRole('heading', { name: '서버 회원' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledTimes(1);
    });

    it('when the delayed check answers 401, then the visitor becomes a guest', async () => {
      writeUserCookie(memberSession({ name: '쿠키 회원' }));
      get.mockRejectedValue(httpError(401));
      renderDashboard();

      await screen.findByRole('heading', { name: '쿠키 회원' });
      await act(() => vi.advanceTimersByTimeAsync(SESSION.PAGE_LOAD_CHECK_DELAY_MS));
      expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
      expect(readUserCookie()).toBeNull();
    });

    it('when the user cookie is older than 10 minutes, then the server is asked before the page shows', async () => {
      writeUserCookie(
        memberSession({ name: '쿠키 회원' }),
        Date.now() - SESSION.TOKEN_VALIDATION_CACHE_MS,
      );
      get.mockResolvedValue(verifiedAs(memberSession({ name: '서버 회원' })));
      renderDashboard();

      expect(await screen.findByRole('heading', { name: '서버 회원' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '쿠키 회원' })).not.toBeInTheDocument();
      expect(get).toHaveBeenCalledTimes(1);
    });
  });
});
