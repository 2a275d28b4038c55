import type { TestApp } from '../test-app.js';

let tablesQuery: string | undefined;

/** The last full read of each database, with the snapshot it was read after. */
const lastRead = new WeakMap<object, { snapshot: string; fingerprint: string }>();

/**
 * One hash over every row of every application table: equal before and after a request means
 * the request stored nothing. Small test databases only (it reads whole tables). Mail an earlier
 * request queued is sent in the background, which updates its outbox row: that settles first.
 * Rate-limit counters are left out: a refused request is still counted, by design.
 *
 * The tables are only read again when the database's snapshot (which transactions have
 * committed) has changed since the last read: an unchanged snapshot sees exactly the same rows.
 * Most refused requests write nothing at all, so on the embedded database this skips most reads;
 * on a shared server other test files keep committing, and every call reads.
 */
export async function storedDataFingerprint({
  database: { prisma },
  outbox,
}: Pick<TestApp, 'database' | 'outbox'>): Promise<string> {
  await outbox.settled();
  const [{ snapshot }] = await prisma.$queryRaw<[{ snapshot: string }]>`
    SELECT pg_current_snapshot()::text AS snapshot`;
  const last = lastRead.get(prisma);
  if (last?.snapshot === snapshot) return last.fingerprint;
  const fingerprint = await readAllTables(prisma);
  lastRead.set(prisma, { snapshot, fingerprint });
  return fingerprint;
}

async function readAllTables(prisma: TestApp['database']['prisma']): Promise<string> {
  if (!tablesQuery) {
    const tables = await prisma.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('_prisma_migrations', 'rate_limit_counters')
      ORDER BY table_name`;
    tablesQuery = tables
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
      )
      .join(' UNION ALL ');
  }
  const rows = await prisma.$queryRawUnsafe<{ name: string; hash: string }[]>(tablesQuery);
  return rows
    .map(({ name, hash }) => `${name}:${hash}`)
    .sort()
    .join(',');
}

/**
 * Fingerprints around a run of requests that skip a read when the last one still holds: the
 * fingerprint read after a refused request is the one before the next request, so the tables
 * are read once per request instead of twice (half of the fuzzers' time went into those reads).
 * Whatever else happened (an accepted request, no check) makes the next `before` read afresh.
 */
export function storedDataFingerprints(testApp: () => Pick<TestApp, 'database' | 'outbox'>) {
  let current: string | undefined;
  return {
    async before(): Promise<string> {
      const fingerprint = current ?? (await storedDataFingerprint(testApp()));
      current = undefined;
      return fingerprint;
    },
    async after(): Promise<string> {
      current = await storedDataFingerprint(testApp());
      return current;
    },
  };
}
