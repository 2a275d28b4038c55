import type { z } from 'zod';
import type { SolapiSettings } from '../../config/config.js';
import type { Clock } from '../../lib/clock.js';
import { jsonOrUndefined } from '../../lib/json-or-undefined.js';
import { TextMessageProviderError } from '../text-message-provider.js';
import { solapiAuthorization } from './solapi-auth.js';
import { ZSolapiError } from './solapi-answers.js';

export interface TSolapiCall<T> {
  method: 'GET' | 'POST';
  /** The path and query, from the base address: `/messages/v4/list?messageId=…`. */
  path: string;
  body?: unknown;
  answer: z.ZodType<T>;
}

export interface TSolapiTransport {
  settings: SolapiSettings;
  now: Clock;
  timeoutMs: number;
}

/**
 * One signed call to Solapi, its answer checked against `answer`. No answer (network error,
 * timeout) and a 5xx are retryable; a 4xx or an answer of another shape is final. Messages name
 * the call and Solapi's errorCode, never the API secret (it only ever enters the HMAC).
 */
export async function callSolapi<T>(transport: TSolapiTransport, call: TSolapiCall<T>): Promise<T> {
  const what = `Solapi ${call.method} ${call.path.split('?')[0]}`;
  let response: Response;
  try {
    response = await fetch(new URL(call.path, transport.settings.baseUrl), {
      method: call.method,
      headers: {
        Authorization: solapiAuthorization(transport.settings, transport.now()),
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown error';
    throw new TextMessageProviderError(`${what}: no answer (${reason})`, true);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection broke or timed out while the answer was arriving.
    const reason = error instanceof Error ? error.name : 'unknown error';
    throw new TextMessageProviderError(`${what}: the answer broke off (${reason})`, true);
  }
  if (!response.ok) throw refusal(what, response.status, text);
  const parsed = call.answer.safeParse(jsonOrUndefined(text));
  if (!parsed.success) {
    throw new TextMessageProviderError(`${what}: an answer of an unexpected shape`, false);
  }
  return parsed.data;
}

function refusal(what: string, status: number, text: string): TextMessageProviderError {
  const error = ZSolapiError.safeParse(jsonOrUndefined(text));
  const code = error.success ? error.data.errorCode : null;
  const detail = error.success
    ? `${error.data.errorCode}: ${error.data.errorMessage}`
    : 'no detail';
  return new TextMessageProviderError(
    `${what}: HTTP ${status} (${detail})`,
    status >= 500,
    status,
    code,
  );
}
