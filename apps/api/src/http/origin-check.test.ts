import { API_MESSAGES, authOperations, healthOperations } from '@academy/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectFailure } from '../../test/envelopes.js';

const APP_ORIGIN = 'https://academy.example';
// An empty login is refused by validation (400): reaching that answer means the check let it pass.
const PASSED_THE_CHECK = 400;

describe('Origin check on state-changing API requests', () => {
  const suite = useTestApp({ env: { APP_ORIGIN } });

  const login = () => callOperation(request(suite.testApp.app), authOperations.login).send({});

  it('when the Origin is APP_ORIGIN, then the request goes through', async () => {
    expect((await login().set('Origin', APP_ORIGIN)).status).toBe(PASSED_THE_CHECK);
  });

  it('when the Origin is another site, then 403 in Korean by default and in English on request', async () => {
    const korean = await login().set('Origin', 'https://evil.example');
    expectFailure(korean, 403, 'FOREIGN_ORIGIN', API_MESSAGES.foreignOrigin.ko);

    const english = await login()
      .set('Origin', 'https://evil.example')
      .set('Accept-Language', 'en');
    expect(english.status).toBe(403);
    expect(english.body.message).toBe(API_MESSAGES.foreignOrigin.en);
  });

  it.each([
    ['another port of the app host', 'https://academy.example:8443'],
    ['a subdomain of the app host', 'https://api.academy.example'],
    ['"null" (sandboxed frame, file page)', 'null'],
    ['a malformed value', 'not a url'],
  ])('when the Origin is %s, then 403', async (_case, origin) => {
    expect((await login().set('Origin', origin)).status).toBe(403);
  });

  it.each(['put', 'patch', 'delete'] as const)(
    'when a %s request comes from another site, then 403 as well',
    async (method) => {
      const agent = request(suite.testApp.app);
      const res = await agent[method]('/api/users/1').set('Origin', 'https://evil.example');
      expect(res.status).toBe(403);
    },
  );

  it('when there is no Origin (curl, server-to-server), then the request goes through', async () => {
    expect((await login()).status).toBe(PASSED_THE_CHECK);
  });

  it('when there is no Origin but the browser says the request is cross-site, then 403', async () => {
    expect((await login().set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect((await login().set('Sec-Fetch-Site', 'same-origin')).status).toBe(PASSED_THE_CHECK);
  });

  it('when a GET comes from another site, then it is not refused (reading changes nothing)', async () => {
    const res = await callOperation(request(suite.testApp.app), healthOperations.getHealth)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });

  it('when the SPA is served by the API itself, then an Origin naming the requested host goes through', async () => {
    // As in the browser tests: the page and the API are both http://127.0.0.1:3102.
    const sameHost = await login()
      .set('Host', '127.0.0.1:3102')
      .set('Origin', 'http://127.0.0.1:3102');
    expect(sameHost.status).toBe(PASSED_THE_CHECK);

    // Behind a proxy that ends TLS, the page is https while the API is reached over http.
    const behindProxy = await login()
      .set('Host', 'drum-academy.kr')
      .set('Origin', 'https://drum-academy.kr');
    expect(behindProxy.status).toBe(PASSED_THE_CHECK);

    const otherPort = await login()
      .set('Host', '127.0.0.1:3102')
      .set('Origin', 'http://127.0.0.1:5173');
    expect(otherPort.status).toBe(403);
  });
});
