// Runs `prisma generate`. Generating needs no database engine, but the CLI still tries to
// download the native schema engine first; on an offline (air-gapped) machine that download
// fails, so we retry with PRISMA_SCHEMA_ENGINE_BINARY pointing at a stand-in file, which
// generate never executes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (env) =>
  spawnSync(
    'pnpm',
    [
      '--filter',
      '@academy/api',
      'exec',
      'prisma',
      'generate',
      '--schema',
      '../../prisma/schema.prisma',
    ],
    {
      env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', ...env },
      encoding: 'utf8',
    },
  );

let result = process.env.PRISMA_SCHEMA_ENGINE_BINARY ? { status: 1 } : run({});
if (result.status !== 0) {
  const standIn = path.join(tmpdir(), 'prisma-offline', 'schema-engine-stand-in');
  if (!existsSync(standIn)) {
    mkdirSync(path.dirname(standIn), { recursive: true });
    writeFileSync(standIn, '');
  }
  console.log(
    'prisma generate: engine download unavailable, generating offline (no engine needed).',
  );
  result = run({ PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? standIn });
}
if (result.status !== 0) {
  process.stderr.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  process.exit(result.status ?? 1);
}
console.log('prisma generate: client written to apps/api/src/generated/prisma');
