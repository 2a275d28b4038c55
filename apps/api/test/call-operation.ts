import type { TOperation } from '@academy/contracts';
import type { Test } from 'supertest';

/** Anything that sends requests the way supertest does: `request(app)`, an agent, a signed-in caller. */
export type TCaller = { [method in TOperation['method']]?: (url: string) => Test };

export type TCallInput = {
  /** Values for the path's `:name` segments; written as given, so a test may send a malformed one. */
  params?: Record<string, string | number | undefined>;
  /** The query: an object, or the exact query string when a test needs its bytes. */
  query?: Record<string, unknown> | string;
};

/**
 * A path pattern (`/users/:id`) with its parameters filled in: as given, or percent-encoded
 * (`encode`) where the value is arbitrary text. A parameter left out is a test's mistake.
 */
export function fillPath(
  pattern: string,
  params: TCallInput['params'] = {},
  encode = false,
): string {
  return pattern.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encode ? encodeURIComponent(String(value)) : String(value);
  });
}

/** The operation's address under /api with its parameters filled in. */
export function pathOf(operation: TOperation, params: TCallInput['params'] = {}): string {
  return `/api${fillPath(operation.path, params)}`;
}

/**
 * Starts a request to one operation of the table, so tests name the call rather than its path:
 * `callOperation(agent, memberOperations.getOwnProfile)`. The answer is supertest's request, to
 * `.send()`, `.set()` and await as usual.
 */
export function callOperation(
  caller: TCaller,
  operation: TOperation,
  input: TCallInput = {},
): Test {
  const send = caller[operation.method];
  if (!send) throw new Error(`This caller cannot send ${operation.method.toUpperCase()} requests`);
  const request = send.call(caller, pathOf(operation, input.params));
  return input.query === undefined ? request : request.query(input.query);
}
