import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/password.js';
import { MEMBER_PASSWORD } from './factories/members.js';
import { newLoginMember } from './login-helpers.js';
import type { TestApp, TestAppWithMail } from './test-app.js';
import type { TestSmtp } from './test-smtp.js';
import { callOperation } from './call-operation.js';
import { authOperations } from '@academy/contracts';

let lastAddress = 0;

/** A client address of its own (the test app trusts X-Forwarded-For from loopback). */
export function newClientAddress(): string {
  lastAddress += 1;
  return `198.51.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/**
 * One browser on the reset page: it keeps the cookies the API sets, as a browser does (the
 * specification's client sends its calls with credentials), and comes from an address of its own
 * so that the per-address limits of one test never reach another's.
 */
export function resetBrowser(app: Express, address = newClientAddress()) {
  const agent = request.agent(app);
  const post = (path: string, body: object, language = 'en') =>
    agent
      .post(`/api/auth/${path}`)
      .set('X-Forwarded-For', address)
      .set('Accept-Language', language)
      .send(body);
  return {
    agent,
    address,
    post,
    sendCode: (email: string) => post('send-verification-code', { email }),
    verify: (email: string, code: string) => post('verify-email-code', { email, code }),
    confirmLink: (token: string) => post('confirm-reset-link', { token }),
    reset: (email: string, newPassword: string, resetToken?: string) =>
      post('reset-password', { email, newPassword, resetToken }),
    /** Signs in and out: the browser keeps the account's device cookie, as after any real visit. */
    async signInAndOut(credentials: { loginId: string; password: string }) {
      const login = await callOperation(agent, authOperations.login)
        .set('X-Forwarded-For', address)
        .send(credentials);
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      await callOperation(agent, authOperations.logout).set('X-Forwarded-For', address).expect(200);
    },
  };
}

export type ResetBrowser = ReturnType<typeof resetBrowser>;

/** The code and the link's token of the newest reset e-mail to `to` (after the outbox settled). */
export function lastResetMail(smtp: TestSmtp, to: string): { code: string; linkToken: string } {
  const mail = smtp.messages.filter((message) => message.to.includes(to.toLowerCase())).at(-1);
  const linkToken = /\/forgot-password#link=([A-Za-z0-9_-]{43})(?:\s|$)/.exec(
    mail?.text ?? '',
  )?.[1];
  if (!linkToken) throw new Error(`no reset link mailed to ${to}`);
  return { code: smtp.lastCodeFor(to), linkToken };
}

/** Asks for a code in `from` and answers the code and link the e-mail to `email` carried. */
export async function codeMailedTo(
  testApp: TestAppWithMail,
  from: ResetBrowser,
  email: string,
): Promise<{ code: string; linkToken: string }> {
  expect((await from.sendCode(email)).status).toBe(200);
  await testApp.outbox.settled();
  return lastResetMail(testApp.smtp, email);
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string, offset = 1): string =>
  String((Number(code) + offset) % 1e6).padStart(6, '0');

let lastStaff = 0;

/**
 * An account of its own for one test, a member or a teacher (staff), so that one test's spent
 * limits never reach another's: its address, login and id.
 */
export async function newResetAccount(testApp: TestApp, kind: 'member' | 'staff') {
  if (kind === 'member') {
    const member = await newLoginMember(testApp);
    return {
      ref: { type: 'member', id: member.id } as const,
      email: `${member.phone}@example.com`,
      loginId: member.loginId,
      password: member.password,
    };
  }
  lastStaff += 1;
  const loginId = `reset-teacher-${lastStaff}`;
  const staff = await testApp.database.prisma.staff.create({
    data: {
      loginId,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      name: 'Reset teacher',
      email: `${loginId}@example.com`,
    },
  });
  return {
    ref: { type: 'staff', id: staff.id } as const,
    email: staff.email,
    loginId,
    password: MEMBER_PASSWORD,
  };
}
