import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '@academy/contracts';
import {
  expectSafeEnvelope,
  operationLabel,
  pathWith,
  recordsRefusals,
  useFuzzApp,
} from './fuzz-callers.js';
import { bodyFor, hostileText, queryFor } from './hostile-values.js';
import { storedDataFingerprints } from './stored-data-fingerprint.js';

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

describe('every endpoint under generated and hostile input', () => {
  const fuzz = useFuzzApp();
  const fingerprints = storedDataFingerprints(() => fuzz.testApp);

  it.each(API_OPERATIONS.map((operation) => [operationLabel(operation), operation] as const))(
    'when %s gets generated input, then it never answers 500 or leaks internals, and a refusal stores nothing',
    async (label, operation) => {
      const input = fc.record({
        pathValue: hostileText,
        query: queryFor(operation.query),
        body: bodyFor(operation.body),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ pathValue, query, body }) => {
          const before = await fingerprints.before();
          let call = fuzz.send(operation, pathWith(operation, pathValue)).query(query);
          if (operation.method !== 'get') {
            // As raw JSON text: a bare `true` or `null` is a body a client can send too.
            call = call.set('Content-Type', 'application/json').send(JSON.stringify(body));
          }
          const response = await call;
          expectSafeEnvelope(response, label, operation);
          if (response.status >= 400 && !recordsRefusals(operation)) {
            expect(await fingerprints.after()).toBe(before);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, ...REPLAY },
      );
    },
    120_000,
  );

  const writes = API_OPERATIONS.filter((operation) => operation.method !== 'get');
  it.each(writes.map((operation) => [operationLabel(operation), operation] as const))(
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
        const response = await fuzz
          .send(operation, path)
          .set('Content-Type', contentType)
          .send(raw);
        expectSafeEnvelope(response, `${label} ${contentType}`, operation);
      }
    },
    60_000,
  );
});
