// Runs `prisma generate`. Generating needs no database engine, but the CLI still tries to
// download the native schema engine first; on an offline (air-gapped) machine that download
// fails, so we retry with PRISMA_SCHEMA_ENGINE_BINARY pointing at a stand-in file, which
// generate never executes.
//
// A client generated from the same schema by the same Prisma version is kept: install, test and
// build each ask for one, and generating again cost seconds every time.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const OUTPUT = 'apps/api/src/generated/prisma';
const STAMP = path.join(OUTPUT, '.generated-from');
const prismaVersion = createRequire(path.resolve('apps/api/package.json'))(
  'prisma/package.json',
).version;
const stamp = createHash('sha256')
  .update(`${prismaVersion}\n${readFileSync('prisma/schema.prisma', 'utf8')}`)
  .digest('hex');
if (existsSync(path.join(OUTPUT, 'client.ts')) && existsSync(STAMP)) {
  if (readFileSync(STAMP, 'utf8') === stamp) {
    console.log(`prisma generate: ${OUTPUT} is up to date`);
    process.exit(0);
  }
}

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
writeFileSync(STAMP, stamp);
console.log(`prisma generate: client written to ${OUTPUT}`);
