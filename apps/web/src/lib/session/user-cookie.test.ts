import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberSession, staffSession } from '@/test/session-users';
import { USER_COOKIE_NAME } from './constants';
import { readUserCookie } from './read-user-cookie';
import { clearSessionCookies, hasSessionMarker, writeUserCookie } from './user-cookie';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('user cookie', () => {
  it('when written, then it holds the user, the userType and a timestamp', () => {
    writeUserCookie(staffSession({ role: 'admin' }), 1_700_000_000_000);
    expect(readUserCookie()).toEqual({
      ...staffSession({ role: 'admin' }),
      timestamp: 1_700_000_000_000,
    });
  });

  it('when written, then it lasts 7 days with sameSite strict, and is secure only on https', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeUserCookie(memberSession());
    expect(set).toHaveBeenCalledWith(USER_COOKIE_NAME, expect.any(String), {
      expires: 7,
      sameSite: 'strict',
      secure: false,
      path: '/',
    });
  });

  it('when the cookie is not a valid session, then it reads as none', () => {
    Cookies.set(USER_COOKIE_NAME, '{not json');
    expect(readUserCookie()).toBeNull();
    Cookies.set(USER_COOKIE_NAME, JSON.stringify({ userType: 'user', timestamp: 1 }));
    expect(readUserCookie()).toBeNull();
  });

  it('when the session cookies are cleared, then the user cookie is gone', () => {
    writeUserCookie(memberSession());
    clearSessionCookies();
    expect(readUserCookie()).toBeNull();
  });

  it('when the API set its session marker, then it is seen, and clearing the session removes it', () => {
    expect(hasSessionMarker()).toBe(false);
    Cookies.set('academy_session', '1', { path: '/' });
    expect(hasSessionMarker()).toBe(true);
    clearSessionCookies();
    expect(hasSessionMarker()).toBe(false);
  });
});
