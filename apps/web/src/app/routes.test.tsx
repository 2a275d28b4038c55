import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError, verifiedAs } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { memberSession, staffSession } from '@/test/session-users';
import { renderRoutes } from '@/test/render-route';
import { setSessionMarker } from '@/test/session-marker';
import { routes } from './routes';
import { mockApiClient } from '@/test/mock-api-client';

const { get: verify, post, put } = mockApiClient();

function renderAt(path: string) {
  const { router } = renderRoutes(routes, path);
  return { pathname: () => router.state.location.pathname };
}

/** Opens `path` and waits for the app to move on to `to`. */
async function expectLandsOn(path: string, to: string) {
  const app = renderAt(path);
  await waitFor(() => expect(app.pathname()).toBe(to));
}

/** Opens `path` and is sent to `to`, where the page headed `heading` shows. */
async function expectSentTo(path: string, heading: string, to: string) {
  const app = renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(app.pathname()).toBe(to);
}

/** A visitor who never signed in: no session marker, and a 401 should the app ask anyway. */
const asGuest = () => verify.mockRejectedValue(httpError(401));
function asMember(user: Parameters<typeof memberSession>[0] = {}) {
  setSessionMarker();
  verify.mockResolvedValue(verifiedAs(memberSession(user)));
}
function asTeacher(role: 'admin' | 'teacher' = 'teacher') {
  setSessionMarker();
  verify.mockResolvedValue(verifiedAs(staffSession({ name: '박지훈', role })));
}

beforeEach(() => {
  verify.mockReset();
  post.mockReset();
  put.mockReset();
});

describe('guards', () => {
  it('when a guest opens /admin/users, then they are sent to /login', async () => {
    asGuest();
    await expectSentTo('/admin/users', '로그인', '/login');
    expect(verify).not.toHaveBeenCalled();
  });

  it('when verify answers 404 or fails on the network, then the visitor is a guest', async () => {
    setSessionMarker();
    verify.mockRejectedValue(httpError(404));
    await expectLandsOn('/user/dashboard', '/login');
  });

  it('when a member opens /admin/dashboard, then they are sent to /user/dashboard', async () => {
    asMember();
    await expectSentTo('/admin/dashboard', '내 정보', '/user/dashboard');
  });

  it('when a teacher opens /user/dashboard, then they are sent to /admin/dashboard', async () => {
    asTeacher();
    await expectSentTo('/user/dashboard', '대시보드', '/admin/dashboard');
  });

  it('when the session is still being checked, then a loading text shows', async () => {
    setSessionMarker();
    verify.mockReturnValue(new Promise(() => undefined));
    renderAt('/user/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('로그인 상태를 확인하고 있습니다');
  });

  it.each([
    [
      'when a member opens /user, then the index redirects to /user/dashboard',
      asMember,
      '/user',
      '/user/dashboard',
    ],
    [
      'when a signed-in teacher opens /login, then they go to the staff dashboard',
      asTeacher,
      '/login',
      '/admin/dashboard',
    ],
    [
      'when a signed-in member opens /forgot-password, then they go to their dashboard',
      asMember,
      '/forgot-password',
      '/user/dashboard',
    ],
  ] as const)('%s', async (_title, signIn, path, to) => {
    signIn();
    await expectLandsOn(path, to);
  });
});

describe('the first sign-in with a temporary password', () => {
  /** Signed in with the password the account was issued: it must set its own first. */
  function withTemporaryPassword(session: ReturnType<typeof memberSession>) {
    setSessionMarker();
    verify.mockResolvedValue(verifiedAs({ ...session, mustChangePassword: true }));
  }

  it.each([
    ['a member', '/user/practice-booking', memberSession()],
    ['a member', '/user/change-password', memberSession()],
    ['a teacher', '/admin/users', staffSession({ name: '박지훈' })],
    ['an admin', '/admin/teachers', staffSession({ name: '박지훈', role: 'admin' })],
  ])(
    'when %s opens %s, then only the new-password screen shows, without the menu',
    async (_who, path, session) => {
      withTemporaryPassword(session);
      const app = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: '새 비밀번호 설정' }),
      ).toBeInTheDocument();
      expect(app.pathname()).toBe('/new-password');
      expect(screen.getByLabelText('임시 비밀번호')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: '로그아웃' }).length).toBeGreaterThan(0);
      // Nothing of the area was asked for: the API would refuse it.
      expect(verify.mock.calls.map(([url]) => url)).toEqual(['/auth/verify']);
    },
  );

  it('when the new password is saved, then the staff member goes on to the page they opened', async () => {
    withTemporaryPassword(staffSession({ name: '박지훈', role: 'admin' }));
    const app = renderAt('/admin/users');
    await screen.findByRole('heading', { level: 1, name: '새 비밀번호 설정' });

    put.mockResolvedValue(envelope(null));
    verify.mockResolvedValue(verifiedAs(staffSession({ name: '박지훈', role: 'admin' })));
    const user = userEvent.setup();
    await fillIn(user, screen.getByLabelText('임시 비밀번호'), 'Temp2026ab');
    await fillIn(user, screen.getByLabelText('새 비밀번호'), 'my-own-drums-1');
    await fillIn(user, screen.getByLabelText('새 비밀번호 확인'), 'my-own-drums-1');
    await user.click(screen.getByRole('button', { name: '새 비밀번호 저장' }));

    // The staff pages load only now (their chunk, cold in a filtered run): more than the usual wait.
    expect(
      await screen.findByRole('heading', { level: 1, name: '회원 관리' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/users');
    expect(put).toHaveBeenCalledWith('/users/change-password', {
      currentPassword: 'Temp2026ab',
      newPassword: 'my-own-drums-1',
    });
  }, 15_000);

  it('when the temporary password is kept as the new one, then the form refuses it and nothing is sent', async () => {
    withTemporaryPassword(memberSession());
    renderAt('/user/dashboard');
    await screen.findByRole('heading', { level: 1, name: '새 비밀번호 설정' });
    const user = userEvent.setup();
    await fillIn(user, screen.getByLabelText('임시 비밀번호'), 'Temp2026ab');
    await fillIn(user, screen.getByLabelText('새 비밀번호'), 'Temp2026ab');
    await fillIn(user, screen.getByLabelText('새 비밀번호 확인'), 'Temp2026ab');
    await user.click(screen.getByRole('button', { name: '새 비밀번호 저장' }));

    expect(await screen.findByText('새 비밀번호는 현재 비밀번호와 달라야 합니다.')).toBeVisible();
    expect(put).not.toHaveBeenCalled();
  });

  it('when a foreign member must set their password, then the screen speaks English', async () => {
    withTemporaryPassword(memberSession({ name: 'Alex', isForeigner: true }));
    renderAt('/user/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your new password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Temporary password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeInTheDocument();
  });

  it.each([
    [
      'when a member who has set their password opens /new-password, then they go to their dashboard',
      asMember,
      '/user/dashboard',
    ],
    ['when a guest opens /new-password, then they go to /login', asGuest, '/login'],
  ] as const)('%s', async (_title, visit, to) => {
    visit();
    await expectLandsOn('/new-password', to);
  });
});

describe('signed-in areas', () => {
  it('when an admin is signed in, then the header greets them with the admin role', async () => {
    asTeacher('admin');
    renderAt('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: '회원 관리' })).toBeInTheDocument();
    expect(screen.getAllByText('박지훈님, 안녕하세요').length).toBeGreaterThan(0);
    expect(screen.getAllByText('관리자').length).toBeGreaterThan(0);
  });

  it.each([
    ['an admin', 'admin'],
    ['a teacher', 'teacher'],
  ] as const)(
    'when %s opens the change-password page from the staff menu, then the form sends the current and the new password and stays in the staff area',
    async (_who, role) => {
      asTeacher(role);
      const app = renderAt('/admin/change-password');
      const user = userEvent.setup();
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: '비밀번호 변경' },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      const menuLinks = screen.getAllByRole('link', { name: '비밀번호 변경' });
      expect(menuLinks.map((link) => link.getAttribute('href'))).toContain(
        '/admin/change-password',
      );

      put.mockResolvedValue(envelope(null));
      await fillIn(user, screen.getByLabelText('현재 비밀번호'), 'old-drums-1');
      await fillIn(user, screen.getByLabelText('새 비밀번호'), 'new-drums-22');
      await fillIn(user, screen.getByLabelText('새 비밀번호 확인'), 'new-drums-22');
      await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
      await waitFor(() =>
        expect(put).toHaveBeenCalledWith('/users/change-password', {
          currentPassword: 'old-drums-1',
          newPassword: 'new-drums-22',
        }),
      );
      expect(app.pathname()).toBe('/admin/change-password');
    },
    15_000,
  );

  /** The pages only an admin may open: their path, what the test calls them, their heading. */
  const ADMIN_PAGES = [
    ['/admin/teachers', 'the staff accounts page', '직원 관리'],
    ['/admin/jobs', 'the jobs page', '자동 작업'],
    ['/admin/text-messages', 'the 알림톡 templates page', '알림톡 템플릿'],
  ] as const;

  it.each(ADMIN_PAGES)(
    'when an admin opens %s, then %s shows and the menu links it',
    async (path, _page, heading) => {
      asTeacher('admin');
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: heading }).length).toBeGreaterThan(0);
    },
  );

  it.each(ADMIN_PAGES)(
    'when a teacher opens %s, then they are sent to /admin/dashboard without the menu link',
    async (path, _page, heading) => {
      asTeacher('teacher');
      const app = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: '대시보드' }),
      ).toBeInTheDocument();
      expect(app.pathname()).toBe('/admin/dashboard');
      expect(screen.queryByRole('link', { name: heading })).not.toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: '회원 관리' }).length).toBeGreaterThan(0);
    },
  );

  it.each(['admin', 'teacher'] as const)(
    'when a staff member (%s) opens /admin/tuition, then the tuition page shows and the menu links it',
    async (role) => {
      asTeacher(role);
      const app = renderAt('/admin/tuition');
      expect(await screen.findByRole('heading', { level: 1, name: '수강료' })).toBeInTheDocument();
      expect(app.pathname()).toBe('/admin/tuition');
      expect(screen.getAllByRole('link', { name: /^수강료/ }).length).toBeGreaterThan(0);
    },
  );

  it.each(['admin', 'teacher'] as const)(
    'when a staff member (%s) opens /admin/announcements, then the announcements page shows and the menu links it',
    async (role) => {
      asTeacher(role);
      const app = renderAt('/admin/announcements');
      expect(await screen.findByRole('heading', { level: 1, name: '공지' })).toBeInTheDocument();
      expect(app.pathname()).toBe('/admin/announcements');
      expect(screen.getAllByRole('link', { name: '공지' }).length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['/admin/closures', '휴원일'],
    ['/admin/makeups', '보강'],
  ] as const)(
    'when a teacher opens %s, then its own page (%s) shows and the menu links it',
    async (path, heading) => {
      asTeacher('teacher');
      const app = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(app.pathname()).toBe(path);
      expect(screen.getAllByRole('link', { name: heading }).length).toBeGreaterThan(0);
    },
  );

  it('when a member opens /admin/tuition, then they are sent to /user/dashboard', async () => {
    asMember();
    await expectSentTo('/admin/tuition', '내 정보', '/user/dashboard');
  });

  it('when a member logs out, then logout is posted and they land on /login', async () => {
    asMember();
    post.mockRejectedValue(httpError(500));
    const app = renderAt('/user/practice-booking');
    await screen.findByRole('heading', { level: 1, name: '연습실 예약' });
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(post).toHaveBeenCalledWith('/auth/logout');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
  });

  it('when the member is flagged foreign, then the interface is in English', async () => {
    asMember({ name: 'Alex', isForeigner: true });
    renderAt('/user/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('floating widget placement', () => {
  it('when a guest is on an unknown page, then the contact widget shows', async () => {
    asGuest();
    renderAt('/no-such-page');
    expect(await screen.findByRole('link', { name: '빠른 문의' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('when a guest is on the home page, then the contact widget is hidden', async () => {
    asGuest();
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: '드럼 아카데미' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '빠른 문의' })).not.toBeInTheDocument();
  });
});
