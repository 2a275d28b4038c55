import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionCliEnv, runCli } from '../../test/run-cli.js';
import { onPostgresqlPass } from '../../test/database-pass.js';

describe.skipIf(onPostgresqlPass)('seed commands in production', { timeout: 60_000 }, () => {
  let scratch: string;
  let dataDir: string;
  let production: Record<string, string>;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'academy-seed-cli-'));
    dataDir = path.join(scratch, 'data');
    production = productionCliEnv({ DATABASE_URL: '', DATA_DIR: dataDir });
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each([
    ['pnpm db:seed', 'src/seed/seed-cli.ts', /Refusing to create demo data in production/],
    ['pnpm seed:scale', 'src/seed/seed-scale-cli.ts', /Refusing to add scale data/],
  ])(
    'when %s runs with NODE_ENV=production, then it refuses and never opens the database',
    async (_command, script, refusal) => {
      const run = await runCli(script, [], { env: production });
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).toMatch(refusal);
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  it('when pnpm db:seed runs in production with SEED_DEMO=true, then the configuration is refused', async () => {
    const run = await runCli('src/seed/seed-cli.ts', [], {
      env: { ...production, SEED_DEMO: 'true' },
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/SEED_DEMO=true/);
    expect(existsSync(dataDir)).toBe(false);
  });
});
