import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMigrationNames } from './migrator.js';
import { linesWithUnsplittableSemicolons } from './migration-script-guard.js';
import { MIGRATIONS_DIR } from '../config/prisma-paths.js';

describe('linesWithUnsplittableSemicolons', () => {
  it('when semicolons only end statements, then nothing is reported', () => {
    expect(
      linesWithUnsplittableSemicolons("CREATE TABLE a (x text DEFAULT 'it''s');\nSELECT 1;"),
    ).toEqual([]);
  });

  it('when a comment or a string holds a semicolon, then its line is reported', () => {
    const sql = "-- first; second\nSELECT 1;\nINSERT INTO t VALUES ('a;b');";
    expect(linesWithUnsplittableSemicolons(sql)).toEqual([1, 3]);
  });

  it('when the project migrations are read, then none of them would break on PostgreSQL', () => {
    for (const name of listMigrationNames()) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8');
      expect(linesWithUnsplittableSemicolons(sql), name).toEqual([]);
    }
  });
});
