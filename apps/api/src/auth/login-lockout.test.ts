import { describe, expect, it } from 'vitest';
import { DEMO, setCookie, signedInAgent } from '../../test/auth-helpers.js';
import {
  DEVICE_COOKIE,
  deviceCookieOf,
  failFiveTimes,
  failLogin,
  login,
  newLoginMember,
} from '../../test/login-helpers.js';
import { useTestApp } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { authOperations } from '@academy/contracts';

describe('POST /api/auth/login, device cookies against lockouts', () => {
  const suite = useTestApp({ seed: true });

  it('when a stranger fails 5 times, then strangers are locked out but the owner on a browser that signed in before is not', async () => {
    const ownerDevice = await deviceCookieOf(suite.testApp, DEMO.admin);
    await failFiveTimes(suite.testApp, DEMO.admin.loginId);
    expect((await login(suite.testApp, DEMO.admin.loginId, DEMO.admin.password)).status).toBe(429);
    const owner = await login(suite.testApp, DEMO.admin.loginId, DEMO.admin.password, ownerDevice);
    expect(owner.status).toBe(200);
    expect(setCookie(owner, DEVICE_COOKIE)).toMatch(/HttpOnly/i);
  });

  it('when the owner keeps the cookie of an agent across logout, then that browser still logs in after a stranger locked the account', async () => {
    const member = await newLoginMember(suite.testApp);
    const agent = await signedInAgent(suite.testApp.app, member);
    expect((await callOperation(agent, authOperations.logout)).status).toBe(200);
    await failFiveTimes(suite.testApp, member.phone);
    expect((await login(suite.testApp, member.loginId, member.password)).status).toBe(429);
    expect((await callOperation(agent, authOperations.login).send(member)).status).toBe(200);
  });

  it('when a browser with the device cookie fails 5 times, then that browser is locked and strangers are not', async () => {
    const member = await newLoginMember(suite.testApp);
    const device = await deviceCookieOf(suite.testApp, member);
    await failFiveTimes(suite.testApp, member.loginId, device);
    const sameDevice = await login(suite.testApp, member.loginId, member.password, device);
    expect(sameDevice.status).toBe(429);
    expect(setCookie(sameDevice, 'academy_access')).toBeUndefined();
    expect((await login(suite.testApp, member.loginId, member.password)).status).toBe(200);
  });

  it('when the device cookie is tampered with or belongs to another account, then the attempt counts as a stranger', async () => {
    const member = await newLoginMember(suite.testApp);
    const otherDevice = await deviceCookieOf(suite.testApp, await newLoginMember(suite.testApp));
    const [name, value = ''] = otherDevice.split('=');
    const tampered = `${name}=${value.replace(/^member\.\d+\./, `member.${member.id}.`)}`;
    expect(tampered).not.toBe(otherDevice);
    await failFiveTimes(suite.testApp, member.loginId, tampered);
    expect((await login(suite.testApp, member.loginId, member.password, tampered)).status).toBe(
      429,
    );
    expect((await login(suite.testApp, member.loginId, member.password, otherDevice)).status).toBe(
      429,
    );
  });
});

// A counter per client address of its own, untouched by the tests above.
describe('POST /api/auth/login, failures per client address', () => {
  const suite = useTestApp({ seed: true });

  it('when one client fails 30 times across names, then its strangers are refused but a browser with a device cookie still logs in', async () => {
    const member = await newLoginMember(suite.testApp);
    const device = await deviceCookieOf(suite.testApp, member);
    for (let name = 0; name < 30; name += 1) {
      expect((await failLogin(suite.testApp, `guess-${name}`)).status).toBe(401);
    }
    expect((await login(suite.testApp, DEMO.admin.loginId, DEMO.admin.password)).status).toBe(429);
    expect((await login(suite.testApp, member.loginId, member.password, device)).status).toBe(200);
  });
});
