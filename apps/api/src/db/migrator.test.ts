import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onPostgresqlPass } from '../../test/database-pass.js';
import type * as Migrator from './migrator.js';

const schema = (extraField: string) => `
datasource db {
  provider = "postgresql"
}
model Room {
  id   Int    @id @default(autoincrement())
  name String
  ${extraField}
}
`;

describe.skipIf(onPostgresqlPass)('WebAssembly migrator', () => {
  let migrator: typeof Migrator;
  let prismaDir: string;
  beforeAll(async () => {
    // The migrator reads PRISMA_DIR when first imported: point it at a scratch project.
    prismaDir = mkdtempSync(path.join(tmpdir(), 'migrator-test-'));
    writeFileSync(path.join(prismaDir, 'schema.prisma'), schema(''));
    vi.stubEnv('PRISMA_DIR', prismaDir);
    migrator = await import('./migrator.js');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(prismaDir, { recursive: true, force: true });
  });

  it("when the schema has no migration yet, then create writes one in Prisma's folder layout", async () => {
    const dir = await migrator.createMigration('init', new Date('2030-01-02T03:04:05Z'));
    expect(dir).toBe(path.join(prismaDir, 'migrations', '20300102030405_init'));
    expect(readFileSync(path.join(dir ?? '', 'migration.sql'), 'utf8')).toMatch(
      /CREATE TABLE "Room"/,
    );
    expect(
      readFileSync(path.join(prismaDir, 'migrations', 'migration_lock.toml'), 'utf8'),
    ).toContain('postgresql');
    expect(await migrator.pendingSchemaSql()).toBe('');
  });

  it('when the schema changes, then the drift check shows the SQL and create writes it', async () => {
    writeFileSync(path.join(prismaDir, 'schema.prisma'), schema('floor Int @default(1)'));
    expect(await migrator.pendingSchemaSql()).toMatch(/ALTER TABLE "Room" ADD COLUMN\s+"floor"/);
    await migrator.createMigration('add_floor', new Date('2030-01-03T00:00:00Z'));
    expect(await migrator.pendingSchemaSql()).toBe('');
    expect(migrator.listMigrationNames()).toEqual([
      '20300102030405_init',
      '20300103000000_add_floor',
    ]);
  });

  describe('on a database', () => {
    // One empty database for both: a new PGlite is an initdb, seconds of CPU. The second test
    // needs a database only to connect the engine to: the bad script is refused before any
    // migration runs.
    let pglite: PGlite;
    beforeAll(async () => {
      pglite = await PGlite.create();
    });
    afterAll(() => pglite.close());

    it('when migrations are applied twice, then the second run applies nothing', async () => {
      const adapter = new PrismaPGlite(pglite);
      expect(await migrator.applyMigrations(adapter)).toEqual([
        '20300102030405_init',
        '20300103000000_add_floor',
      ]);
      expect(await migrator.applyMigrations(adapter)).toEqual([]);
      const { rows } = await pglite.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM _prisma_migrations WHERE finished_at IS NOT NULL',
      );
      expect(rows[0]?.count).toBe(2);
    });

    it('when a migration has a semicolon in a comment, then applying stops with a clear message', async () => {
      const badDir = path.join(prismaDir, 'migrations', '20300104000000_bad');
      mkdirSync(badDir);
      writeFileSync(path.join(badDir, 'migration.sql'), '-- note; oops\nSELECT 1;\n');
      await expect(migrator.applyMigrations(new PrismaPGlite(pglite))).rejects.toThrow(/line 1/);
    });
  });
});
