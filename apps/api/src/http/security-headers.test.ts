import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  JWT_ACCESS_SECRET: 'test-access-secret-that-is-long-enough-000000',
  JWT_REFRESH_SECRET: 'test-refresh-secret-that-is-long-enough-00000',
  LOG_LEVEL: 'silent',
};

function directives(res: request.Response): Map<string, string> {
  const policy = String(res.headers['content-security-policy']);
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  // A stand-in for the built SPA, so the page route exists without building the web app.
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'academy-web-dist-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  let development: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    development = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
    production = await createTestApp({ env: { ...PRODUCTION_ENV, WEB_DIST_DIR: webDistDir } });
  });
  afterAll(async () => {
    await development.close();
    await production.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/user/change-password', '/api/health'])(
    'when %s is requested, then the CSP allows no inline or foreign script, no plugins, no <base> and no framing',
    async (url) => {
      const res = await request(development.app).get(url);
      expect(res.status).toBe(200);
      const csp = directives(res);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('when not in production, then no HSTS and no upgrade of insecure requests (plain http on localhost)', async () => {
    const res = await request(development.app).get('/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res).has('upgrade-insecure-requests')).toBe(false);
  });

  it.each(['/', '/api/health'])(
    'when in production, then %s carries HSTS and asks to upgrade insecure requests',
    async (url) => {
      const res = await request(production.app).get(url);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(directives(res).has('upgrade-insecure-requests')).toBe(true);
    },
  );

  describe("Toss's own payment window", () => {
    const TOSS_KEYS = { TOSS_CLIENT_KEY: 'test_ck_CSP', TOSS_SECRET_KEY: 'test_sk_CSP' };
    let toss: TestApp;
    let double: TestApp;
    beforeAll(async () => {
      toss = await createTestApp({ env: { ...TOSS_KEYS, WEB_DIST_DIR: webDistDir } });
      double = await createTestApp({
        env: { ...TOSS_KEYS, TOSS_API_BASE_URL: 'http://127.0.0.1:3012', WEB_DIST_DIR: webDistDir },
      });
    });
    afterAll(async () => {
      await toss.close();
      await double.close();
    });

    it.each(['/', '/user/dashboard'])(
      "when Toss itself is set up, then %s may load Toss's script, frame its window and call its hosts, and nothing else foreign",
      async (url) => {
        const csp = directives(await request(toss.app).get(url));
        expect(csp.get('script-src')).toBe("'self' https://js.tosspayments.com");
        expect(csp.get('frame-src')).toBe("'self' https://*.tosspayments.com https://*.toss.im");
        expect(csp.get('connect-src')).toBe("'self' https://*.tosspayments.com");
        expect(csp.get('default-src')).toBe("'self'");
        expect(csp.get('frame-ancestors')).toBe("'none'");
      },
    );

    it('when online payment is off or runs against the double, then the policy names no foreign host', async () => {
      for (const app of [development, double]) {
        const csp = directives(await request(app.app).get('/'));
        expect(csp.get('script-src')).toBe("'self'");
        expect(csp.has('frame-src')).toBe(false);
        expect(csp.has('connect-src')).toBe(false);
      }
    });

    it('when answered before Express (the health check), then the same policy is sent', async () => {
      const early = directives(await request(toss.app).get('/api/health'));
      expect(early.get('script-src')).toBe("'self' https://js.tosspayments.com");
    });
  });
});
