import type request from 'supertest';
import { expect, it } from 'vitest';
import { type TOperation, VALIDATION_MESSAGES } from '@academy/contracts';
import { callOperation } from './call-operation.js';
import { useDemoAcademy } from './demo-academy.js';
import { guest } from './guest-helpers.js';

/** A public form sent as a new guest in the given language. */
type SendForm = (body: object, language: 'ko' | 'en') => PromiseLike<request.Response>;

/** A rule a form breaks: what the test calls it, the change to a valid form, the rule's message. */
type RuleViolation = [name: string, change: object, key: keyof typeof VALIDATION_MESSAGES];

/**
 * The demo academy of a describe block about one public form (no one signed in), and the form's
 * `send`: the body sent by a new guest, in Korean unless English is asked for.
 */
export function useGuestForm(operation: TOperation) {
  const academy = useDemoAcademy({});
  const send = (body: object, language: 'ko' | 'en' = 'ko') =>
    callOperation(guest(academy.testApp.app, language), operation).send(body);
  return { academy, send };
}

/** The form was accepted: 201 with `message`; the stored row's id from the answer. */
export function acceptedId(
  res: request.Response,
  message: string,
  idField: 'requestId' | 'contactId' = 'requestId',
): number {
  expect([res.status, res.body.success, res.body.message], JSON.stringify(res.body)).toEqual([
    201,
    true,
    message,
  ]);
  return res.body.data[idField];
}

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

/** One test per violation: the valid form with its change is refused by `expectRuleRefusal`. */
export function itRefusesEachRule(send: SendForm, valid: object, violations: RuleViolation[]) {
  it.each(violations)(
    'when %s, then 400 with the Korean and English rule message',
    (_, change, key) => expectRuleRefusal(send, { ...valid, ...change }, key),
  );
}
