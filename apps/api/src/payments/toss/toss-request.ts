import type { z } from 'zod';
import type { TossSettings } from '../../config/toss-settings.js';
import { jsonOrUndefined } from '../../lib/json-or-undefined.js';
import { PaymentProviderError } from '../payment-provider.js';
import { ZTossError } from './toss-answers.js';

export interface TTossCall<T> {
  method: 'GET' | 'POST';
  /** From the base address: `/v1/payments/confirm`. */
  path: string;
  body?: unknown;
  /** Sent as `Idempotency-Key` (docs.tosspayments.com/reference/using-api/idempotency-key). */
  idempotencyKey?: string;
  answer: z.ZodType<T>;
}

export interface TTossTransport {
  settings: TossSettings;
  timeoutMs: number;
  /** A bound on an answer's size: a Payment object is a few kilobytes. */
  maxAnswerBytes: number;
}

/**
 * Toss's Basic authentication: the secret key as the user name and no password, hence the colon
 * (docs.tosspayments.com/reference/using-api/authorization).
 */
export function tossAuthorization(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
}

/**
 * One call to Toss, its answer checked against `answer`. No answer (network error, timeout) and a
 * 5xx (or 429) are retryable; a 4xx or an answer of another shape is final. Messages name the call and
 * Toss's error code, never the secret key (it only ever enters the Authorization header) nor the
 * payment's secret.
 */
export async function callToss<T>(transport: TTossTransport, call: TTossCall<T>): Promise<T> {
  const what = `Toss ${call.method} ${call.path.split('?')[0]}`;
  let response: Response;
  try {
    response = await fetch(new URL(call.path, transport.settings.baseUrl), {
      method: call.method,
      headers: {
        Authorization: tossAuthorization(transport.settings.secretKey),
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(call.idempotencyKey ? { 'Idempotency-Key': call.idempotencyKey } : {}),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(transport.timeoutMs),
      // Toss's API answers in place: a redirect is not followed (it would carry the Authorization
      // header elsewhere) and reads as a final refusal below.
      redirect: 'manual',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown error';
    throw new PaymentProviderError(`${what}: no answer (${reason})`, true);
  }
  const text = await readBounded(what, response, transport.maxAnswerBytes);
  if (!response.ok) throw refusal(what, response.status, text);
  const parsed = call.answer.safeParse(jsonOrUndefined(text));
  if (!parsed.success) {
    throw new PaymentProviderError(`${what}: an answer of an unexpected shape`, false);
  }
  return parsed.data;
}

async function readBounded(what: string, response: Response, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (response.body) {
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          await response.body.cancel().catch(() => undefined);
          throw new PaymentProviderError(`${what}: an answer over ${maxBytes} bytes`, false);
        }
        chunks.push(chunk);
      }
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    // The connection broke or timed out while the answer was arriving.
    const reason = error instanceof Error ? error.name : 'unknown error';
    throw new PaymentProviderError(`${what}: the answer broke off (${reason})`, true);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function refusal(what: string, status: number, text: string): PaymentProviderError {
  const error = ZTossError.safeParse(jsonOrUndefined(text));
  const code = error.success ? error.data.code : null;
  const detail = error.success ? `${error.data.code}: ${error.data.message}` : 'no detail';
  return new PaymentProviderError(
    `${what}: HTTP ${status} (${detail})`,
    // Too many requests passes like a 5xx: the same call later is the answer.
    status >= 500 || status === 429,
    status,
    code,
  );
}
