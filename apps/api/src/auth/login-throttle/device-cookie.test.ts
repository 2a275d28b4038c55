import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  createDeviceCookies,
  deriveDeviceCookieKey,
  DEVICE_COOKIE_TTL_MS,
} from './device-cookie.js';

const KEY = deriveDeviceCookieKey('a-configured-secret-that-is-long-enough-000');

/** An app that issues a device cookie for member 7 and tells which device a request names. */
function deviceApp(options: { secure: boolean; now?: () => Date; key?: Buffer }) {
  const cookies = createDeviceCookies({ key: KEY, ...options });
  const app = express();
  app.use(cookieParser());
  app.post('/issue', (_req, res) => {
    cookies.issue(res, { type: 'member', id: 7 });
    res.end();
  });
  app.get('/read', (req, res) => {
    res.json(cookies.read(req));
  });
  return app;
}

const pairOf = (res: request.Response) =>
  String(res.headers['set-cookie']?.[0]).split(';')[0] ?? '';

describe('device cookie', () => {
  it('when issued in production, then it is a __Host- cookie: Secure, httpOnly, strict, path /, 180 days', async () => {
    const res = await request(deviceApp({ secure: true })).post('/issue');
    const cookie = String(res.headers['set-cookie']?.[0]);
    expect(cookie).toMatch(/^__Host-academy_device=member\.7\./);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(DEVICE_COOKIE_TTL_MS - 60_000);
  });

  it('when read back, then it names its account; altered, signed with another key or expired, then it names none', async () => {
    const issuedAt = Date.now();
    const app = deviceApp({ secure: false });
    const pair = pairOf(await request(app).post('/issue'));
    const read = (cookie: string, from = app) => request(from).get('/read').set('Cookie', cookie);
    expect((await read(pair)).body).toMatchObject({ account: { type: 'member', id: 7 } });

    const otherAccount = pair.replace('member.7.', 'member.8.');
    const otherKeyApp = deviceApp({ secure: false, key: deriveDeviceCookieKey('x'.repeat(48)) });
    const signedWithOtherKey = pairOf(await request(otherKeyApp).post('/issue'));
    const later = deviceApp({
      secure: false,
      now: () => new Date(issuedAt + DEVICE_COOKIE_TTL_MS + 60_000),
    });
    expect((await read(otherAccount)).body).toBeNull();
    expect(signedWithOtherKey).toMatch(/^academy_device=member\.7\./);
    expect((await read(signedWithOtherKey)).body).toBeNull();
    expect((await read('academy_device=member.7.x')).body).toBeNull();
    expect((await read(pair, later)).body).toBeNull();
  });
});
