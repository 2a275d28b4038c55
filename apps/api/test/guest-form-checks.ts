import type request from 'supertest';
import { expect } from 'vitest';
import { VALIDATION_MESSAGES } from '@academy/contracts';

/** A public form sent as a new guest in the given language. */
type SendForm = (body: object, language: 'ko' | 'en') => PromiseLike<request.Response>;

/** The form breaks the rule `key`: 400 with its message, in Korean and in English. */
export async function expectRuleRefusal(
  send: SendForm,
  body: object,
  key: keyof typeof VALIDATION_MESSAGES,
) {
  const korean = await send(body, 'ko');
  expect([korean.status, korean.body.message]).toEqual([400, VALIDATION_MESSAGES[key].ko]);
  const english = await send(body, 'en');
  expect([english.status, english.body.message]).toEqual([400, VALIDATION_MESSAGES[key].en]);
}
