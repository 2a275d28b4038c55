import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { declaredErrorCodes, type TErrorCode, type TOperation } from '@academy/contracts';
import { DEMO, signedInAgent } from '../auth-helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
export type Caller = 'guest' | 'member' | 'admin';

/** Internals that must never reach a client: stack frames, file paths, ORM errors. */
const LEAK =
  /\n\s+at |\bat \S+ \(|node_modules|\.[cm]?[jt]s:\d+:\d+|PrismaClient|Invalid `prisma|SQLSTATE/;

/** The caller that gets past the operation's guard (a session only matters to those guarded). */
export function callerOf(operation: TOperation): Caller {
  if (operation.path === '/auth/logout') return 'guest';
  switch (operation.access) {
    case 'public':
      return 'guest';
    case 'member':
    case 'signedIn':
      return 'member';
    default:
      return 'admin';
  }
}

let nextAddress = 1;
/** A new client address per request, so the per-IP limits answer 429 only where they should. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** The operation's path with every parameter replaced by `value`, percent-encoded or as given. */
export function pathWith(operation: TOperation, value: string, encode = true): string {
  const segment = encode ? encodeURIComponent(value) : value;
  return `/api${operation.path.replace(/:\w+/g, () => segment)}`;
}

export function operationLabel(operation: TOperation): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

/**
 * Refusals that are recorded on purpose: a wrong inquiry password counts towards locking that
 * inquiry, and a wrong e-mailed code towards locking that code, against guessing.
 */
const RECORDS_REFUSALS = new Set([
  'POST /contact/check',
  'POST /auth/verify-email-code',
  'PUT /users/email',
]);

export function recordsRefusals(operation: TOperation): boolean {
  return RECORDS_REFUSALS.has(operationLabel(operation));
}

/**
 * Refusals the HTTP layer gives any call before its operation is reached: a body that is not
 * JSON, too large or in an unknown encoding, a path that does not decode or match.
 */
const TRANSPORT_CODES: readonly TErrorCode[] = [
  'BAD_REQUEST',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_ENCODING',
  'NOT_FOUND',
];

/**
 * An empty path value, or a dot segment ("." or ".."), makes the URL a shorter path that another
 * route answers, whose guard may refuse the caller (GET /users/ is the staff's member list).
 */
const OTHER_ROUTE_CODES: readonly TErrorCode[] = ['AUTHENTICATION_REQUIRED', 'ACCESS_DENIED'];

/**
 * A clean envelope: no 500, no internals, and a refusal carries a message and one of the codes
 * its operation declares (so the contracts' error lists stay true).
 */
export function expectSafeEnvelope(
  response: request.Response,
  label: string,
  operation: TOperation,
) {
  const detail = `${label} → ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, detail).toBeLessThan(500);
  expect(response.text, detail).not.toMatch(LEAK);
  if (response.status >= 400) {
    expect(response.body, detail).toMatchObject({ success: false, message: expect.any(String) });
    expect((response.body as { message: string }).message.length, detail).toBeGreaterThan(0);
    const allowed = [
      ...declaredErrorCodes(operation),
      ...TRANSPORT_CODES,
      ...(operation.params ? OTHER_ROUTE_CODES : []),
    ];
    expect(allowed, detail).toContain((response.body as { code?: unknown }).code);
  }
}

/** A guest, the demo student and the demo admin, each signed in on its own cookie jar. */
export async function fuzzCallers(app: Express) {
  const agents = new Map<Caller, Agent>([
    ['guest', request.agent(app)],
    ['member', await signedInAgent(app, DEMO.student)],
    ['admin', await signedInAgent(app, DEMO.admin)],
  ]);
  return (operation: TOperation, path: string) => {
    const agent = agents.get(callerOf(operation));
    if (!agent) throw new Error(`No agent for ${operation.path}`);
    return agent[operation.method](path)
      .set('X-Forwarded-For', freshAddress())
      .set('Accept-Language', 'ko');
  };
}

/**
 * The seeded app of the describe block and its fuzz callers, made in `beforeAll` (signing in
 * may take a while on a busy machine) and closed in `afterAll`; read them inside tests.
 */
export function useFuzzApp(): { testApp: TestApp; send: Awaited<ReturnType<typeof fuzzCallers>> } {
  const fuzz = {} as { testApp: TestApp; send: Awaited<ReturnType<typeof fuzzCallers>> };
  beforeAll(async () => {
    fuzz.testApp = await createTestApp({ seed: true });
    fuzz.send = await fuzzCallers(fuzz.testApp.app);
  }, 60_000);
  afterAll(() => fuzz.testApp.close());
  return fuzz;
}
