import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { type Agent, useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { authOperations } from '@academy/contracts';

/** The signed-in agent's password change, answered in Korean unless English is asked for. */
function changePassword(agent: Agent, body: Record<string, unknown>, language?: 'en') {
  const put = callOperation(agent, authOperations.changePassword);
  return (language ? put.set('Accept-Language', language) : put).send(body);
}

/** The change from the account's own password to `newPassword`. */
const changeFromOwn = (agent: Agent, account: { password: string }, newPassword: string) =>
  changePassword(agent, { currentPassword: account.password, newPassword });

describe('PUT /api/users/change-password', () => {
  const academy = useDemoAcademy({});
  const loginStatus = async (credentials: { loginId: string; password: string }) =>
    (await callOperation(request(academy.testApp.app), authOperations.login).send(credentials))
      .status;

  it('when a guest calls it, then 401', async () => {
    const res = await callOperation(
      request(academy.testApp.app),
      authOperations.changePassword,
    ).send({ currentPassword: 'x', newPassword: 'yyyyyy' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('로그인이 필요합니다.');
  });

  it('when the current password is wrong, then 400 and nothing changes', async () => {
    const agent = await signedInAgent(academy.testApp.app, DEMO.foreign);
    const res = await changePassword(
      agent,
      { currentPassword: 'not-it', newPassword: 'brand-new-1' },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The current password is incorrect.');
    expect(await loginStatus(DEMO.foreign)).toBe(200);
  });

  it('when the new password is shorter than 6 or fields are missing, then 400 with the rule message', async () => {
    const agent = await signedInAgent(academy.testApp.app, DEMO.foreign);
    const short = await changeFromOwn(agent, DEMO.foreign, '12345');
    expect(short.status).toBe(400);
    expect(short.body.data.issues[0].path).toBe('newPassword');
    const missing = await changePassword(agent, {});
    expect(missing.status).toBe(400);
    expect(missing.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'currentPassword',
      'newPassword',
    ]);
  });

  it('when it succeeds, then this device stays signed in, other devices are signed out and the new password works', async () => {
    const otherDevice = await signedInAgent(academy.testApp.app, DEMO.student);
    const thisDevice = await signedInAgent(academy.testApp.app, DEMO.student);
    const res = await changeFromOwn(thisDevice, DEMO.student, 'changed-123');
    expect(res.status).toBe(200);
    expect((await callOperation(thisDevice, authOperations.verifySession)).status).toBe(200);
    expect((await callOperation(otherDevice, authOperations.verifySession)).status).toBe(401);
    expect(await loginStatus({ loginId: DEMO.student.loginId, password: 'changed-123' })).toBe(200);
    expect(await loginStatus(DEMO.student)).toBe(401);
  });

  it('when staff change their password, then it works for them too', async () => {
    const agent = await signedInAgent(academy.testApp.app, DEMO.admin);
    const res = await changeFromOwn(agent, DEMO.admin, 'admin-new-1');
    expect(res.status).toBe(200);
  });
});
