import { z } from 'zod';

/**
 * Toss Payments (online tuition payment, docs/decisions/0039): both keys, or none (online payment
 * is off). Toss names a key by its kind and mode: `test_ck_`/`live_ck_` client keys,
 * `test_sk_`/`live_sk_` secret keys, and `test_gck_`/`test_gsk_` (and live_) for the payment
 * widget (docs.tosspayments.com/reference/using-api/api-keys).
 */
export const TOSS_DEFAULT_BASE_URL = 'https://api.tosspayments.com';

export const ZTossEnvironment = z.object({
  TOSS_CLIENT_KEY: z.string().min(1).max(200).optional(),
  TOSS_SECRET_KEY: z.string().min(1).max(200).optional(),
  TOSS_API_BASE_URL: z.url().default(TOSS_DEFAULT_BASE_URL),
});

export interface TossSettings {
  /** Public: the browser's payment window uses it. */
  clientKey: string;
  /** Never logged nor sent anywhere but the Authorization header. */
  secretKey: string;
  baseUrl: string;
  /** Test keys: no money moves (and Toss's test virtual accounts cannot take a real deposit). */
  testMode: boolean;
}

const KEY_PATTERN = /^(test|live)_(g?ck|g?sk)_/;

/** The settings, null when both keys are unset, or the reason to refuse to start. */
export function tossSettingsOf(
  env: z.infer<typeof ZTossEnvironment>,
): { settings: TossSettings | null } | { problem: string } {
  const { TOSS_CLIENT_KEY: clientKey, TOSS_SECRET_KEY: secretKey } = env;
  if (clientKey === undefined && secretKey === undefined) return { settings: null };
  if (clientKey === undefined || secretKey === undefined) {
    const missing = clientKey === undefined ? 'TOSS_CLIENT_KEY' : 'TOSS_SECRET_KEY';
    return {
      problem: `Toss Payments needs both TOSS_CLIENT_KEY and TOSS_SECRET_KEY; missing: ${missing}. Set both, or neither to leave online payment off.`,
    };
  }
  const client = KEY_PATTERN.exec(clientKey);
  const secret = KEY_PATTERN.exec(secretKey);
  if (!client?.[2]?.endsWith('ck') || !secret?.[2]?.endsWith('sk')) {
    return {
      problem:
        'TOSS_CLIENT_KEY must be a client key (test_ck_…, live_ck_…) and TOSS_SECRET_KEY a secret key (test_sk_…, live_sk_…), as the Toss developer center shows them.',
    };
  }
  if (client[1] !== secret[1]) {
    return {
      problem:
        'TOSS_CLIENT_KEY and TOSS_SECRET_KEY must be of one mode: both test_ keys or both live_ keys.',
    };
  }
  const testMode = secret[1] === 'test';
  // A live secret key goes to Toss only: sent to a double or a mistyped host, it would leak.
  if (!testMode && env.TOSS_API_BASE_URL !== TOSS_DEFAULT_BASE_URL) {
    return {
      problem: `Live Toss keys are only sent to ${TOSS_DEFAULT_BASE_URL}: leave TOSS_API_BASE_URL empty, or use test keys with another address.`,
    };
  }
  return { settings: { clientKey, secretKey, baseUrl: env.TOSS_API_BASE_URL, testMode } };
}
