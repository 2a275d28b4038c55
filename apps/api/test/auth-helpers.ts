import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { callOperation } from './call-operation.js';
import { authOperations } from '@academy/contracts';

/** The demo seed's accounts (its one declaration), under the short name the tests use. */
export { DEMO_ACCOUNTS as DEMO } from '../src/seed/demo-accounts.js';

/** A supertest agent (keeps cookies) signed in as the given account. */
export async function signedInAgent(
  app: Express,
  credentials: { loginId: string; password: string },
) {
  const agent = request.agent(app);
  const res = await callOperation(agent, authOperations.login).send({
    loginId: credentials.loginId,
    password: credentials.password,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agent;
}

/**
 * A supertest agent signed in with a password it was issued (lesson approval, staff creation)
 * that has set `ownPassword` in its place, as such an account must before anything else
 * (docs/product/roles.md).
 */
export async function signedInWithOwnPassword(
  app: Express,
  issued: { loginId: string; password: string },
  ownPassword = `own-${issued.password}`,
) {
  const agent = await signedInAgent(app, issued);
  const res = await callOperation(agent, authOperations.changePassword).send({
    currentPassword: issued.password,
    newPassword: ownPassword,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agent;
}

/** The value of a cookie set by a response, or undefined. */
export function setCookie(res: request.Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown;
  const cookies = Array.isArray(header) ? (header as string[]) : [];
  return cookies.find((cookie) => cookie.startsWith(`${name}=`));
}
