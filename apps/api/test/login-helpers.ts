import request from 'supertest';
import { expect } from 'vitest';
import { addMember, MEMBER_PASSWORD } from './factories/members.js';
import { setCookie } from './auth-helpers.js';
import type { TestApp } from './test-app.js';
import { callOperation } from './call-operation.js';
import { authOperations } from '@academy/contracts';

export const DEVICE_COOKIE = 'academy_device';

/** A login attempt without cookies, or with the given `Cookie` header. */
export function login(testApp: TestApp, loginId: string, password: string, cookie?: string) {
  const req = callOperation(request(testApp.app), authOperations.login);
  if (cookie) req.set('Cookie', cookie);
  return req.send({ loginId, password });
}

export const failLogin = (testApp: TestApp, loginId: string, cookie?: string) =>
  login(testApp, loginId, 'wrong-pass', cookie);

export async function failFiveTimes(testApp: TestApp, loginId: string, cookie?: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await failLogin(testApp, loginId, cookie)).status).toBe(401);
  }
}

/** Signs in and returns the `name=value` pair of the device cookie the login set. */
export async function deviceCookieOf(
  testApp: TestApp,
  credentials: { loginId: string; password: string },
): Promise<string> {
  const res = await login(testApp, credentials.loginId, credentials.password);
  expect(res.status).toBe(200);
  const cookie = setCookie(res, DEVICE_COOKIE);
  expect(cookie).toMatch(/HttpOnly/i);
  return cookie?.split(';')[0] ?? '';
}

let lastPhoneSuffix = 0;

/** A member of its own, so a test that locks it out cannot lock out another test's account. */
export async function newLoginMember(testApp: TestApp) {
  lastPhoneSuffix += 1;
  const phone = `0105555${String(lastPhoneSuffix).padStart(4, '0')}`;
  const member = await addMember(testApp.database.prisma, { name: 'Login test', phone });
  return { id: member.id, phone, loginId: member.loginId, password: MEMBER_PASSWORD };
}
