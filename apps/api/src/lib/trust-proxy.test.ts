import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES, inquiryOperations } from '@academy/contracts';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { callOperation } from '../../test/call-operation.js';

const INQUIRIES_PER_HOUR = 10;

describe('TRUST_PROXY', () => {
  it('when it is not set, empty, "false" or 0, then no proxy is trusted', () => {
    for (const value of [undefined, '', 'false', '0']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('when it is a hop count or a list of proxies, then exactly that is trusted', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it.each(['true', '11', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', '999.1.1.1'])(
    'when it is %s, then the API refuses to start and names the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('client addresses behind and without a proxy', () => {
  let direct: TestApp;
  let proxied: TestApp;
  // Two apps on one database, as two processes behind different proxies would be: the limits
  // count per client address, and the direct app's clients are all loopback, the proxied app's
  // all others (guest() gives each request an address of its own).
  beforeAll(async () => {
    direct = await createTestApp({ env: { TRUST_PROXY: '' } });
    proxied = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1,::1' },
      sharingDatabaseOf: direct,
    });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('when no proxy is trusted, then a made-up X-Forwarded-For does not escape the per-address limit', async () => {
    const answers: number[] = [];
    for (let sent = 0; sent <= INQUIRIES_PER_HOUR; sent += 1) {
      const res = await callOperation(guest(direct.app), inquiryOperations.submitInquiry).send(
        VALID_INQUIRY,
      );
      answers.push(res.status);
      if (res.status === 429) expect(res.body.message).toBe(PUBLIC_MESSAGES.tooManyInquiries.ko);
    }
    expect(answers).toEqual([...Array<number>(INQUIRIES_PER_HOUR).fill(201), 429]);
  });

  it('when the proxy in front is trusted, then each client it names has its own limit', async () => {
    for (let sent = 0; sent <= INQUIRIES_PER_HOUR; sent += 1) {
      const res = await callOperation(guest(proxied.app), inquiryOperations.submitInquiry).send(
        VALID_INQUIRY,
      );
      expect(res.status).toBe(201);
    }
  });
});
