import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Solapi's API-key authentication (docs: authentication/api-key.md): every request carries
 * `Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<12-64 random bytes>,
 * signature=<hex HMAC-SHA256 of date + salt, keyed by the API secret>`. The server refuses a date
 * more than 15 minutes from its own time and a signature used twice within 15 minutes.
 */
export const SOLAPI_CLOCK_SKEW_MS = 15 * 60 * 1000;

const SALT_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HEADER_PATTERN =
  /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]+)$/;

export function solapiSignature(apiSecret: string, date: string, salt: string): string {
  return createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
}

/** 32 characters: inside the documented 12-64, and fresh for every request so no signature repeats. */
export function randomSalt(): string {
  return Array.from(randomBytes(32), (byte) => SALT_ALPHABET[byte % SALT_ALPHABET.length]).join('');
}

export function solapiAuthorization(
  credentials: { apiKey: string; apiSecret: string },
  now: Date,
  salt: string = randomSalt(),
): string {
  const date = now.toISOString();
  const signature = solapiSignature(credentials.apiSecret, date, salt);
  return `HMAC-SHA256 apiKey=${credentials.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** The documented refusals (all HTTP 403), and a header that is not the documented syntax. */
export type TSolapiAuthRefusal =
  'MalformedAuthorization' | 'InvalidAPIKey' | 'RequestTimeTooSkewed' | 'SignatureDoesNotMatch';

export type TSolapiAuthCheck =
  { ok: true; apiKey: string; signature: string } | { ok: false; refusal: TSolapiAuthRefusal };

/**
 * The server's side of the check. `secretOf` answers the secret of a known API key. Refusing a
 * repeated signature needs memory of past requests, so it is the caller's (the double keeps it).
 */
export function verifySolapiAuthorization(
  header: string | undefined,
  secretOf: (apiKey: string) => string | undefined,
  now: Date,
): TSolapiAuthCheck {
  const match = HEADER_PATTERN.exec(header ?? '');
  if (!match) return { ok: false, refusal: 'MalformedAuthorization' };
  const [, apiKey = '', date = '', salt = '', signature = ''] = match;
  const secret = secretOf(apiKey);
  if (secret === undefined) return { ok: false, refusal: 'InvalidAPIKey' };
  const sentAt = Date.parse(date);
  if (Number.isNaN(sentAt) || Math.abs(now.getTime() - sentAt) > SOLAPI_CLOCK_SKEW_MS) {
    return { ok: false, refusal: 'RequestTimeTooSkewed' };
  }
  const expected = Buffer.from(solapiSignature(secret, date, salt), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, refusal: 'SignatureDoesNotMatch' };
  }
  return { ok: true, apiKey, signature };
}
