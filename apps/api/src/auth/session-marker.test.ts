import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO, setCookie } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { REFRESH_TOKEN_TTL_MS } from './auth-constants.js';
import { callOperation } from '../../test/call-operation.js';
import { authOperations } from '@academy/contracts';

const MARKER = 'academy_session';
const CLEARED = /Expires=Thu, 01 Jan 1970/;
const cookieValue = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=')[1] ?? '';

describe('session marker cookie', () => {
  const academy = useDemoAcademy({});

  const login = () =>
    callOperation(request(academy.testApp.app), authOperations.login).send(DEMO.student);
  const refresh = (token: string) =>
    callOperation(request(academy.testApp.app), authOperations.refreshSession).set(
      'Cookie',
      `academy_refresh=${token}`,
    );

  it('when a member logs in, then a readable marker holding only "1" lives as long as the refresh cookie, on every page', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const marker = setCookie(res, MARKER);
    expect(marker).toBeDefined();
    expect(cookieValue(marker)).toBe('1');
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Path=\/(;|$)/);
    expect(marker).toMatch(/SameSite=Strict/i);
    expect(marker).toContain(`Max-Age=${REFRESH_TOKEN_TTL_MS / 1000}`);
    const refreshCookie = setCookie(res, 'academy_refresh');
    expect(refreshCookie).toContain(`Max-Age=${REFRESH_TOKEN_TTL_MS / 1000}`);
  });

  it('when the refresh token is renewed, then the marker is renewed with it', async () => {
    const token = cookieValue(setCookie(await login(), 'academy_refresh'));
    const res = await refresh(token);
    expect(res.status).toBe(200);
    expect(cookieValue(setCookie(res, MARKER))).toBe('1');
    expect(setCookie(res, MARKER)).toContain(`Max-Age=${REFRESH_TOKEN_TTL_MS / 1000}`);
  });

  it('when a refresh is refused, then the marker is cleared with the token cookies', async () => {
    const res = await refresh('made-up-token');
    expect(res.status).toBe(401);
    expect(setCookie(res, MARKER)).toMatch(CLEARED);
    expect(setCookie(res, MARKER)).toMatch(/Path=\/(;|$)/);
  });

  it('when a member logs out, then the marker is cleared', async () => {
    const signedIn = await login();
    const res = await callOperation(request(academy.testApp.app), authOperations.logout).set(
      'Cookie',
      [
        `academy_access=${cookieValue(setCookie(signedIn, 'academy_access'))}`,
        `academy_refresh=${cookieValue(setCookie(signedIn, 'academy_refresh'))}`,
      ],
    );
    expect(res.status).toBe(200);
    expect(setCookie(res, MARKER)).toMatch(CLEARED);
  });

  it('when a login fails, then no marker is set', async () => {
    const res = await callOperation(request(academy.testApp.app), authOperations.login).send({
      loginId: DEMO.student.loginId,
      password: 'wrong-pass',
    });
    expect(res.status).toBe(401);
    expect(setCookie(res, MARKER)).toBeUndefined();
  });
});
