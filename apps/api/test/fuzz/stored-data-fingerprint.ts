import type { TestApp } from '../test-app.js';

type TPrisma = TestApp['database']['prisma'];

/** Tables the fingerprint leaves out: a refused request is still counted, by design. */
const LEFT_OUT = `'_prisma_migrations', 'rate_limit_counters'`;

let tablesQuery: string | undefined;

/** Each database's last full read, with the number of committed writes it was read after. */
const lastRead = new WeakMap<object, { writes: string; fingerprint: string }>();
const counting = new WeakMap<object, Promise<void>>();

/**
 * Makes every write to an application table that commits also commit one row in
 * `fingerprint.writes`: a statement-level trigger on each table (the tables left out have none)
 * inserts it in the writing transaction, so the count a reader sees changes exactly when a write
 * becomes visible, never earlier and never later, and a rolled-back write leaves it unchanged.
 * Installed on first use, in the fuzzers' test databases only.
 */
async function countWrites(prisma: TPrisma): Promise<void> {
  await prisma.$executeRawUnsafe('CREATE SCHEMA fingerprint');
  await prisma.$executeRawUnsafe('CREATE TABLE fingerprint.writes (at timestamptz NOT NULL)');
  await prisma.$executeRawUnsafe(`
    CREATE FUNCTION fingerprint.count_write() RETURNS trigger LANGUAGE plpgsql AS $count$
    BEGIN
      INSERT INTO fingerprint.writes VALUES (now());
      RETURN NULL;
    END
    $count$`);
  await prisma.$executeRawUnsafe(`
    DO $install$
    DECLARE name text;
    BEGIN
      FOR name IN SELECT tablename FROM pg_tables
        WHERE schemaname = 'public' AND tablename NOT IN (${LEFT_OUT})
      LOOP
        EXECUTE format(
          'CREATE TRIGGER fingerprint_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.%I '
          'FOR EACH STATEMENT EXECUTE FUNCTION fingerprint.count_write()', name);
      END LOOP;
    END
    $install$`);
}

/**
 * One hash over every row of every application table: equal before and after a request means
 * the request stored nothing. Small test databases only (it reads whole tables). Mail an earlier
 * request queued is sent in the background, which updates its outbox row: that settles first.
 * Rate-limit counters are left out: a refused request is still counted, by design.
 *
 * The tables are only read again when a write to them has committed since the last read (the
 * count of `countWrites`): most refused requests write nothing at all, so most reads are skipped.
 * The count is this database's own, so writes of other test files on a shared server (which
 * moved the server-wide snapshot this used to compare) no longer force a read.
 */
export async function storedDataFingerprint({
  database: { prisma },
  outbox,
}: Pick<TestApp, 'database' | 'outbox'>): Promise<string> {
  await outbox.settled();
  let installed = counting.get(prisma);
  if (!installed) counting.set(prisma, (installed = countWrites(prisma)));
  await installed;
  const [{ writes }] = await prisma.$queryRaw<[{ writes: string }]>`
    SELECT count(*)::text AS writes FROM fingerprint.writes`;
  const last = lastRead.get(prisma);
  if (last?.writes === writes) return last.fingerprint;
  const fingerprint = await readAllTables(prisma);
  lastRead.set(prisma, { writes, fingerprint });
  return fingerprint;
}

async function readAllTables(prisma: TPrisma): Promise<string> {
  if (!tablesQuery) {
    const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN (${LEFT_OUT})
      ORDER BY table_name`);
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
