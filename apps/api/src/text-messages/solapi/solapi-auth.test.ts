import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  randomSalt,
  SOLAPI_CLOCK_SKEW_MS,
  solapiAuthorization,
  verifySolapiAuthorization,
} from './solapi-auth.js';

const credentials = { apiKey: 'NCSAYU7YDBXYORXC', apiSecret: 'the-api-secret' };
const at = new Date('2026-11-30T05:00:00.000Z');
const salt = 'jqsba2jxjnrjor';
const secretOf = (apiKey: string) =>
  apiKey === credentials.apiKey ? credentials.apiSecret : undefined;

describe('solapiAuthorization', () => {
  it('when signing, then the header is the documented syntax with the hex HMAC-SHA256 of date + salt', () => {
    const signature = createHmac('sha256', 'the-api-secret')
      .update('2026-11-30T05:00:00.000Zjqsba2jxjnrjor')
      .digest('hex');
    expect(solapiAuthorization(credentials, at, salt)).toBe(
      `HMAC-SHA256 apiKey=NCSAYU7YDBXYORXC, date=2026-11-30T05:00:00.000Z, salt=jqsba2jxjnrjor, signature=${signature}`,
    );
  });

  it('when no salt is given, then each header has a fresh salt of 12-64 characters', () => {
    const first = /salt=([^,]+)/.exec(solapiAuthorization(credentials, at))?.[1] ?? '';
    const second = /salt=([^,]+)/.exec(solapiAuthorization(credentials, at))?.[1] ?? '';
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(12);
    expect(randomSalt().length).toBeLessThanOrEqual(64);
  });
});

describe('verifySolapiAuthorization', () => {
  const header = solapiAuthorization(credentials, at, salt);

  it('when the header is signed with the key secret, then it is accepted', () => {
    expect(verifySolapiAuthorization(header, secretOf, at)).toMatchObject({
      ok: true,
      apiKey: credentials.apiKey,
    });
  });

  it('when the secret, the key or the syntax is wrong, then the documented refusal is given', () => {
    const wrongSecret = solapiAuthorization({ ...credentials, apiSecret: 'other' }, at, salt);
    expect(verifySolapiAuthorization(wrongSecret, secretOf, at)).toEqual({
      ok: false,
      refusal: 'SignatureDoesNotMatch',
    });
    const wrongKey = solapiAuthorization({ ...credentials, apiKey: 'UNKNOWN' }, at, salt);
    expect(verifySolapiAuthorization(wrongKey, secretOf, at)).toEqual({
      ok: false,
      refusal: 'InvalidAPIKey',
    });
    expect(verifySolapiAuthorization('Bearer token', secretOf, at)).toEqual({
      ok: false,
      refusal: 'MalformedAuthorization',
    });
    expect(verifySolapiAuthorization(undefined, secretOf, at)).toMatchObject({ ok: false });
  });

  it('when the date is more than 15 minutes off, then it is refused as too skewed; at 15 minutes it passes', () => {
    const limit = new Date(at.getTime() + SOLAPI_CLOCK_SKEW_MS);
    expect(verifySolapiAuthorization(header, secretOf, limit).ok).toBe(true);
    const past = new Date(limit.getTime() + 1);
    expect(verifySolapiAuthorization(header, secretOf, past)).toEqual({
      ok: false,
      refusal: 'RequestTimeTooSkewed',
    });
    const before = new Date(at.getTime() - SOLAPI_CLOCK_SKEW_MS - 1);
    expect(verifySolapiAuthorization(header, secretOf, before)).toEqual({
      ok: false,
      refusal: 'RequestTimeTooSkewed',
    });
  });
});
