import type { PrismaClient } from '../../src/generated/prisma/client.js';

let tablesQuery: string | undefined;

/**
 * One hash over every row of every application table: equal before and after a request means
 * the request stored nothing. Small test databases only (it reads whole tables).
 */
export async function storedDataFingerprint(prisma: PrismaClient): Promise<string> {
  if (!tablesQuery) {
    const tables = await prisma.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name <> '_prisma_migrations'
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
