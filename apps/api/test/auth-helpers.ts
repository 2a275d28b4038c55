import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';

/** The demo seed's accounts (its one declaration), under the short name the tests use. */
export { DEMO_ACCOUNTS as DEMO } from '../src/db/seed/demo-accounts.js';

/** A supertest agent (keeps cookies) signed in as the given account. */
export async function signedInAgent(
  app: Express,
  credentials: { loginId: string; password: string },
) {
  const agent = request.agent(app);
  const res = await agent
    .post('/api/auth/login')
    .send({ loginId: credentials.loginId, password: credentials.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agent;
}

/** The value of a cookie set by a response, or undefined. */
export function setCookie(res: request.Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown;
  const cookies = Array.isArray(header) ? (header as string[]) : [];
  return cookies.find((cookie) => cookie.startsWith(`${name}=`));
}
