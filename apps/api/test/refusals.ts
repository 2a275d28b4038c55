import request, { type Test } from 'supertest';
import { expect } from 'vitest';
import { FEEDBACK_MESSAGES, type TOperation } from '@academy/contracts';
import { callOperation, type TCaller } from './call-operation.js';
import type { Agent } from './demo-academy.js';
import type { TestApp } from './test-app.js';

/** An id no row of the demo academy has, for the "unknown id" cases. */
export const UNKNOWN_ID = '999999';

/** Sends the requests one after another and gives their statuses, to check a row of them at once. */
export async function statusesOf(requests: readonly Test[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const pending of requests) statuses.push((await pending).status);
  return statuses;
}

/**
 * Checks that only staff may make each call: sent by a guest it answers 401, sent by the signed-in
 * member 403 with the access-denied text.
 */
export async function expectStaffOnly(
  academy: { testApp: TestApp; member: Agent },
  calls: readonly ((caller: TCaller) => Test)[],
): Promise<void> {
  for (const call of calls) {
    const asGuest = call(request(academy.testApp.app));
    expect((await asGuest).status, `${asGuest.method} ${asGuest.url}`).toBe(401);
    const asMember = await call(academy.member);
    expect([asMember.status, asMember.body.message], asGuest.url).toEqual([
      403,
      FEEDBACK_MESSAGES.accessDenied.ko,
    ]);
  }
}

/**
 * Checks the refusals of a member's action on one of their own rows (`operation` with `:id`): for
 * another member the row does not exist (404), staff are refused (403), a guest is asked to sign in
 * (401), and for the member an unknown id is 404 and a malformed one 400.
 */
export async function expectOnlyTheOwner(
  testApp: TestApp,
  operation: TOperation,
  callers: { otherMember: Agent; staff: Agent; member: Agent },
  ids: { own: number; malformed: string },
): Promise<void> {
  const call = (caller: TCaller, id: number | string) =>
    callOperation(caller, operation, { params: { id } });
  const other = await call(callers.otherMember, ids.own);
  expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
  expect(
    await statusesOf([
      call(callers.staff, ids.own),
      call(request(testApp.app), ids.own),
      call(callers.member, UNKNOWN_ID),
      call(callers.member, ids.malformed),
    ]),
  ).toEqual([403, 401, 404, 400]);
}
