import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const strongSecrets = {
  JWT_ACCESS_SECRET: 'a'.repeat(40),
  JWT_REFRESH_SECRET: 'b'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('loadConfig', () => {
  it('when nothing is set, then it uses the embedded database under .data, port 3002 and demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3002);
    expect(config.database.databaseUrl).toBeUndefined();
    expect(path.basename(config.database.dataDir)).toBe('.data');
    expect(config.seedDemo).toBe(true);
    expect(config.isProduction).toBe(false);
  });

  it('when SEED_DEMO=false and a DATABASE_URL are given, then they are used', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgresql://u:p@db:5432/academy',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.database.databaseUrl).toBe('postgresql://u:p@db:5432/academy');
  });

  it('when JOBS_ENABLED is unset, then the job workers run in development and production, not in tests', () => {
    expect(loadConfig({}).jobs.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...strongSecrets }).jobs.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs.enabled).toBe(false);
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobs.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'true' }).jobs.enabled).toBe(true);
    expect(() => loadConfig({ JOBS_ENABLED: 'sometimes' })).toThrow(ConfigError);
  });

  it('when production runs with the development secrets, then it refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...strongSecrets })).not.toThrow();
  });

  it('when production leaves SEED_DEMO unset or false, then no demo data is created', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...strongSecrets }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...strongSecrets, SEED_DEMO: '' }).seedDemo).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...strongSecrets, SEED_DEMO: 'false' }).seedDemo,
    ).toBe(false);
  });

  it('when production asks for SEED_DEMO=true, then it refuses to start and says how to get an admin', () => {
    for (const value of ['true', '1', 'yes']) {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...strongSecrets, SEED_DEMO: value }),
      ).toThrow(ConfigError);
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...strongSecrets, SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO=true.*pnpm admin:create/);
  });

  it('when development or tests leave SEED_DEMO unset, then the demo data is created', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });

  it('when production has no SMTP_URL, then it refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...strongSecrets, SMTP_URL: '' })).toThrow(
      /SMTP_URL/,
    );
  });

  it('when production uses one secret for both tokens, then it refuses to start', () => {
    const same = 'c'.repeat(40);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...strongSecrets,
        JWT_ACCESS_SECRET: same,
        JWT_REFRESH_SECRET: same,
      }),
    ).toThrow(/must differ/);
  });

  it('when a value is malformed, then the error names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_ACCESS_SECRET: 'short' })).toThrow(/JWT_ACCESS_SECRET/);
  });
});

describe('loadConfig: Solapi text messages', () => {
  const solapi = {
    SOLAPI_API_KEY: 'NCSKEY',
    SOLAPI_API_SECRET: 'secret',
    SOLAPI_PF_ID: 'KA01PF123',
    SOLAPI_SENDER: '0212345678',
  };

  it('when no Solapi credential is set, then text messages are off', () => {
    expect(loadConfig({}).textMessages.solapi).toBeNull();
    expect(loadConfig({ SOLAPI_API_KEY: '', SOLAPI_SENDER: '' }).textMessages.solapi).toBeNull();
  });

  it('when all four are set, then the provider gets them, with the real address by default', () => {
    expect(loadConfig(solapi).textMessages.solapi).toEqual({
      apiKey: 'NCSKEY',
      apiSecret: 'secret',
      pfId: 'KA01PF123',
      sender: '0212345678',
      baseUrl: 'https://api.solapi.com',
    });
    expect(
      loadConfig({ ...solapi, SOLAPI_BASE_URL: 'http://localhost:3011' }).textMessages.solapi
        ?.baseUrl,
    ).toBe('http://localhost:3011');
  });

  it('when only some are set, then it refuses to start and names the missing ones', () => {
    const some = {
      SOLAPI_API_KEY: solapi.SOLAPI_API_KEY,
      SOLAPI_API_SECRET: solapi.SOLAPI_API_SECRET,
    };
    expect(() => loadConfig(some)).toThrow(ConfigError);
    expect(() => loadConfig(some)).toThrow(/missing: SOLAPI_PF_ID, SOLAPI_SENDER\./);
  });

  it('when the sender is not digits, then the error names SOLAPI_SENDER', () => {
    expect(() => loadConfig({ ...solapi, SOLAPI_SENDER: '02-1234-5678' })).toThrow(/SOLAPI_SENDER/);
  });

  it("when no price is set, then Solapi's list prices are used; a set one is read, with its fraction", () => {
    expect(loadConfig({}).textMessages.prices).toEqual({ alimtalk: 19, sms: 20, lms: 50 });
    expect(loadConfig({ SOLAPI_PRICE_ATA: '8.4' }).textMessages.prices.alimtalk).toBe(8.4);
  });

  it('when SOLAPI_SMS_FALLBACK is not set, then 알림톡s fall back to SMS; off turns it off', () => {
    expect(loadConfig(solapi).textMessages.smsFallback).toBe(true);
    expect(loadConfig({ ...solapi, SOLAPI_SMS_FALLBACK: '' }).textMessages.smsFallback).toBe(true);
    expect(loadConfig({ ...solapi, SOLAPI_SMS_FALLBACK: 'off' }).textMessages.smsFallback).toBe(
      false,
    );
    expect(loadConfig({ ...solapi, SOLAPI_SMS_FALLBACK: 'on' }).textMessages.smsFallback).toBe(
      true,
    );
  });

  it('when SOLAPI_SMS_FALLBACK is neither on nor off, then the error names it', () => {
    expect(() => loadConfig({ ...solapi, SOLAPI_SMS_FALLBACK: 'sometimes' })).toThrow(
      /SOLAPI_SMS_FALLBACK/,
    );
  });

  it.each(['-1', 'free', '1001'])('when a price is %s, then the error names it', (value) => {
    expect(() => loadConfig({ SOLAPI_PRICE_LMS: value })).toThrow(/SOLAPI_PRICE_LMS/);
  });
});

describe('loadConfig: Toss Payments', () => {
  const toss = { TOSS_CLIENT_KEY: 'test_ck_ABC', TOSS_SECRET_KEY: 'test_sk_ABC' };

  it('when neither key is set, then online payment is off', () => {
    expect(loadConfig({}).payments.toss).toBeNull();
    expect(loadConfig({ TOSS_CLIENT_KEY: '', TOSS_SECRET_KEY: '' }).payments.toss).toBeNull();
  });

  it('when both are set, then the provider gets them, with the real address by default', () => {
    expect(loadConfig(toss).payments.toss).toEqual({
      clientKey: 'test_ck_ABC',
      secretKey: 'test_sk_ABC',
      baseUrl: 'https://api.tosspayments.com',
      testMode: true,
    });
    const double = { ...toss, TOSS_API_BASE_URL: 'http://127.0.0.1:3012' };
    expect(loadConfig(double).payments.toss?.baseUrl).toBe('http://127.0.0.1:3012');
  });

  it('when only one key is set, then it refuses to start and names the missing one', () => {
    expect(() => loadConfig({ TOSS_CLIENT_KEY: 'test_ck_ABC' })).toThrow(ConfigError);
    expect(() => loadConfig({ TOSS_CLIENT_KEY: 'test_ck_ABC' })).toThrow(
      /missing: TOSS_SECRET_KEY\./,
    );
  });

  it('when the keys are swapped, unknown or of two modes, then it refuses to start', () => {
    const swapped = { TOSS_CLIENT_KEY: 'test_sk_ABC', TOSS_SECRET_KEY: 'test_ck_ABC' };
    expect(() => loadConfig(swapped)).toThrow(/TOSS_CLIENT_KEY must be a client key/);
    expect(() => loadConfig({ ...toss, TOSS_SECRET_KEY: 'sk_ABC' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...toss, TOSS_SECRET_KEY: 'live_sk_ABC' })).toThrow(/one mode/);
  });

  it('when live keys are given another address, then it refuses: the secret goes to Toss only', () => {
    const live = { TOSS_CLIENT_KEY: 'live_ck_ABC', TOSS_SECRET_KEY: 'live_sk_ABC' };
    expect(loadConfig(live).payments.toss?.testMode).toBe(false);
    expect(() => loadConfig({ ...live, TOSS_API_BASE_URL: 'http://127.0.0.1:3012' })).toThrow(
      /Live Toss keys are only sent to https:\/\/api.tosspayments.com/,
    );
  });

  it('when test keys run in production, then it starts: a staging site pays with test keys', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: 'a'.repeat(40),
      JWT_REFRESH_SECRET: 'b'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(loadConfig({ ...production, ...toss }).payments.toss?.testMode).toBe(true);
  });
});
