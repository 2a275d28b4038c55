import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Solapi's check of the Authorization header, written from its documentation
 * (authentication/api-key.md) and not shared with the API's client, so the double catches a client
 * that signs wrongly: HMAC-SHA256 of date + salt keyed by the API secret, hex; a date more than
 * 15 minutes from the server's time, an unknown key, a wrong signature and a signature used twice
 * within 15 minutes are refused with HTTP 403 and the documented error codes.
 */
const SKEW_MS = 15 * 60 * 1000;
const SYNTAX =
  /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-fA-F]+)$/;

export interface TAuthRefusal {
  status: number;
  errorCode: string;
  errorMessage: string;
}

export function createAuthCheck(apiKeys: Readonly<Record<string, string>>, now: () => Date) {
  /** Signatures seen in the last 15 minutes, with when they were used. */
  const seen = new Map<string, number>();
  return function check(header: string | undefined): TAuthRefusal | null {
    const match = SYNTAX.exec(header ?? '');
    // Not documented: a missing or malformed header. 401 is what an HTTP server answers.
    if (!match) return refuse(401, 'Unauthorized', 'Authorization 헤더가 올바르지 않습니다.');
    const [, apiKey = '', date = '', salt = '', signature = ''] = match;
    const secret = Object.hasOwn(apiKeys, apiKey) ? apiKeys[apiKey] : undefined;
    if (secret === undefined) return refuse(403, 'InvalidAPIKey', '유효한 API Key가 아닙니다.');
    const at = now().getTime();
    const sentAt = Date.parse(date);
    if (Number.isNaN(sentAt) || Math.abs(at - sentAt) > SKEW_MS) {
      return refuse(403, 'RequestTimeTooSkewed', '시간 값이 서버 시간을 15분 이상 벗어났습니다.');
    }
    const expected = createHmac('sha256', secret).update(`${date}${salt}`).digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return refuse(403, 'SignatureDoesNotMatch', '생성한 Signature가 일치하지 않습니다.');
    }
    for (const [used, usedAt] of seen) if (at - usedAt > SKEW_MS) seen.delete(used);
    if (seen.has(signature)) {
      return refuse(403, 'DuplicatedSignature', '15분 안에 동일한 signature 값이 사용되었습니다.');
    }
    seen.set(signature, at);
    return null;
  };
}

function refuse(status: number, errorCode: string, errorMessage: string): TAuthRefusal {
  return { status, errorCode, errorMessage };
}
