import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS, type ApiOperation } from '../../src/openapi/api-operations.js';
import { DEMO, signedInAgent } from '../auth-helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { bodyFor, hostileText, queryFor } from './hostile-values.js';
import { storedDataFingerprint } from './stored-data-fingerprint.js';

/**
 * Every operation of the API gets requests built from its own zod contract, with fields either
 * plausible or hostile, sent by a caller its guard lets through, so validation and the rules
 * behind it are reached. A failure prints fast-check's seed and path: replay it with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> pnpm vitest run --project api endpoint-fuzzing`.
 * `FUZZ_RUNS` raises the number of requests per operation for a deeper search.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);
const REPLAY = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Caller = 'guest' | 'member' | 'admin';

/** Internals that must never reach a client: stack frames, file paths, ORM errors. */
const LEAK =
  /\n\s+at |\bat \S+ \(|node_modules|\.[cm]?[jt]s:\d+:\d+|PrismaClient|Invalid `prisma|SQLSTATE/;

/**
 * Refusals that are recorded on purpose: a wrong inquiry password counts towards locking that
 * inquiry against guessing.
 */
const RECORDS_REFUSALS = new Set(['post /contact/check']);

/** The caller that gets past the operation's guard (a session only matters to those guarded). */
function callerOf(operation: ApiOperation): Caller {
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
function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

function pathWith(operation: ApiOperation, value: string): string {
  return `/api${operation.path.replace(/:\w+/g, () => encodeURIComponent(value))}`;
}

function expectSafeEnvelope(response: request.Response, label: string) {
  const detail = `${label} → ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, detail).toBeLessThan(500);
  expect(response.text, detail).not.toMatch(LEAK);
  if (response.status >= 400) {
    expect(response.body, detail).toMatchObject({ success: false, message: expect.any(String) });
    expect((response.body as { message: string }).message.length, detail).toBeGreaterThan(0);
  }
}

describe('every endpoint under generated and hostile input', () => {
  let testApp: TestApp;
  const agents = new Map<Caller, Agent>();

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    agents.set('guest', request.agent(testApp.app));
    agents.set('member', await signedInAgent(testApp.app, DEMO.student));
    agents.set('admin', await signedInAgent(testApp.app, DEMO.admin));
  }, 60_000);
  afterAll(() => testApp.close());

  function send(operation: ApiOperation, path: string) {
    const agent = agents.get(callerOf(operation));
    if (!agent) throw new Error(`No agent for ${operation.path}`);
    return agent[operation.method](path)
      .set('X-Forwarded-For', freshAddress())
      .set('Accept-Language', 'ko');
  }

  it.each(
    API_OPERATIONS.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )(
    'when %s gets generated input, then it never answers 500 or leaks internals, and a refusal stores nothing',
    async (label, operation) => {
      const prisma = testApp.database.prisma;
      const input = fc.record({
        pathValue: hostileText,
        query: queryFor(operation.query),
        body: bodyFor(operation.body),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ pathValue, query, body }) => {
          const before = await storedDataFingerprint(prisma);
          let call = send(operation, pathWith(operation, pathValue)).query(query);
          if (operation.method !== 'get') {
            // As raw JSON text: a bare `true` or `null` is a body a client can send too.
            call = call.set('Content-Type', 'application/json').send(JSON.stringify(body));
          }
          const response = await call;
          expectSafeEnvelope(response, label);
          if (
            response.status >= 400 &&
            !RECORDS_REFUSALS.has(`${operation.method} ${operation.path}`)
          ) {
            expect(await storedDataFingerprint(prisma)).toBe(before);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, ...REPLAY },
      );
    },
    120_000,
  );

  const writes = API_OPERATIONS.filter((operation) => operation.method !== 'get');
  it.each(
    writes.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )(
    'when %s gets a body that is not JSON, is cut short or is far too large, then a clear 4xx',
    async (label, operation) => {
      const path = pathWith(operation, '1');
      const bodies = [
        ['application/json', '{"name":'],
        ['application/json', '{"a":1}}'],
        ['application/json', `{"x":"${'a'.repeat(2_000_000)}"}`],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a[b][c][d][e][f]=1&__proto__[x]=1'],
      ] as const;
      for (const [contentType, raw] of bodies) {
        const response = await send(operation, path).set('Content-Type', contentType).send(raw);
        expectSafeEnvelope(response, `${label} ${contentType}`);
      }
    },
    60_000,
  );
});
